import { endpoints, type EditorPublication, type EditorPublicationPayload } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { editorKeys } from '../../../shared/editor/editor-keys.ts';
import { callUploadApi, type UploadProgress } from '../../../shared/lib/upload-request.ts';
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
  const input = { body: payload, handleErrors: false };
  // Only a body with files is worth watching; a plain save goes through fetch like every call.
  const watched = onUploadProgress && carriesFiles(payload) ? onUploadProgress : null;
  if (id === null) {
    return watched
      ? callUploadApi(endpoints.editorPublicationCreate, { ...input, onUploadProgress: watched })
      : callApi(endpoints.editorPublicationCreate, input);
  }
  const update = { ...input, params: { id } };
  return watched
    ? callUploadApi(endpoints.editorPublicationUpdate, { ...update, onUploadProgress: watched })
    : callApi(endpoints.editorPublicationUpdate, update);
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
      queryClient.setQueryData(editorKeys.publication(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: editorKeys.list });
    },
    onSettled: clearSaveProgress,
  });
}
