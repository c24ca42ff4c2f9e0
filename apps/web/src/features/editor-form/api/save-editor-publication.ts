import { api, type EditorPublication, type EditorPublicationPayload } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';
import { apiUploadRequest, type UploadProgress } from '../../../shared/lib/upload-request.ts';
import { clearSaveProgress, reportSaveProgress } from '../hooks/use-save-progress.ts';

/** True when the save carries file bytes (a new preview image, block image or document). */
export function carriesFiles(payload: EditorPublicationPayload): boolean {
  return (
    Boolean(payload.preview_image) ||
    (payload.publication_items ?? []).some((item) => Boolean(item.image ?? item.doc))
  );
}

/**
 * POST …/publication/create/ (id null) or PUT …/publication/update/{id}/. A 400 answer throws an
 * ApiError whose fieldErrors the form shows beside its fields. Errors are not routed to the
 * error screens: the form handles them itself, so a 404 (the post deleted meanwhile) keeps the
 * edits on screen. A save with files reports its upload to `onUploadProgress`.
 */
export function saveEditorPublication(
  id: number | null,
  payload: EditorPublicationPayload,
  onUploadProgress?: (progress: UploadProgress) => void,
): Promise<EditorPublication> {
  const url = apiUrl(id === null ? api.editorPublicationCreate : api.editorPublicationUpdate(id));
  const method = id === null ? 'POST' : 'PUT';
  // Only a body with files is worth watching; a plain save goes through fetch like every call.
  return onUploadProgress && carriesFiles(payload)
    ? apiUploadRequest<EditorPublication>(url, {
        method,
        body: payload,
        handleErrors: false,
        onUploadProgress,
      })
    : apiRequest<EditorPublication>(url, { method, body: payload, handleErrors: false });
}

/**
 * Saves the post, publishing the upload of its files for the loader (`useSaveProgress`); on
 * success every editor query (list, this post) is refetched when next used.
 */
export function useSaveEditorPublication(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: EditorPublicationPayload) =>
      saveEditorPublication(id, payload, reportSaveProgress),
    onSuccess: async (saved) => {
      queryClient.setQueryData(['editor', 'publication', saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: ['editor', 'list'] });
    },
    onSettled: clearSaveProgress,
  });
}
