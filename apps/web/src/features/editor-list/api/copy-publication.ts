import { api, type EditorCopyResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';
import { editorListKey } from './get-editor-list.ts';

/** POST /api/v1/publication-editor/publication/copy/{pk}/: a draft copy of the post. */
export function copyPublication(pk: number): Promise<EditorCopyResponse> {
  // A failure is told in a toast here, not by moving to an error screen.
  return apiRequest<EditorCopyResponse>(apiUrl(api.editorPublicationCopy(pk)), {
    method: 'POST',
    handleErrors: false,
  });
}

/** Copies a post; success reloads the list with 'Публикация успешно скопирована'. */
export function useCopyPublication() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyPublication,
    onSuccess: async () => {
      showToast(t('editorList.copied'), 'success');
      await queryClient.invalidateQueries({ queryKey: editorListKey });
    },
    onError: () => showToast(t('editorList.copyFailed'), 'error'),
  });
}
