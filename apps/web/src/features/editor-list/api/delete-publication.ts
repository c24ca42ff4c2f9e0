import { endpoints, type EditorListResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/lib/call-api.ts';
import { editorKeys } from '../../../shared/editor/editor-keys.ts';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';

/** DELETE /api/v1/publication-editor/publication/delete/{id}/ (204). */
export async function deletePublication(pk: number): Promise<void> {
  await callApi(endpoints.editorPublicationDelete, { params: { id: pk }, handleErrors: false });
}

/**
 * Deletes a post: the row leaves the list and 'Публикация успешно удалена' shows; a failure is
 * only logged (spec 02 §8).
 */
export function useDeletePublication() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePublication,
    onSuccess: async (_answer, pk) => {
      // The row leaves at once; the refetch then fills the page up again.
      queryClient.setQueriesData<EditorListResponse>({ queryKey: editorKeys.list }, (old) =>
        old ? { ...old, results: old.results.filter((row) => row.pk !== pk) } : old,
      );
      showToast(t('editorList.deleted'), 'success');
      await queryClient.invalidateQueries({ queryKey: editorKeys.list });
    },
    onError: (error) => console.error('Delete is failed!', error),
  });
}
