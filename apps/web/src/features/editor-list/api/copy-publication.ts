import { endpoints, type EditorCopyResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/lib/call-api.ts';
import { editorKeys } from '../../../shared/editor/editor-keys.ts';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';

/** POST /api/v1/publication-editor/publication/copy/{pk}/: a draft copy of the post. */
export function copyPublication(pk: number): Promise<EditorCopyResponse> {
  // A failure is told in a toast here, not by moving to an error screen.
  return callApi(endpoints.editorPublicationCopy, { params: { id: pk }, handleErrors: false });
}

/** Copies a post; success reloads the list with 'Публикация успешно скопирована'. */
export function useCopyPublication() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyPublication,
    onSuccess: async () => {
      showToast(t('editorList.copied'), 'success');
      await queryClient.invalidateQueries({ queryKey: editorKeys.list });
    },
    onError: () => showToast(t('editorList.copyFailed'), 'error'),
  });
}
