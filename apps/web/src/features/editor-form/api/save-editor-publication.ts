import { api, type EditorPublication, type EditorPublicationPayload } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';

/**
 * POST …/publication/create/ (id null) or PUT …/publication/update/{id}/. A 400 answer throws an
 * ApiError whose fieldErrors the form shows beside its fields. Errors are not routed to the
 * error screens: the form handles them itself, so a 404 (the post deleted meanwhile) keeps the
 * edits on screen.
 */
export function saveEditorPublication(
  id: number | null,
  payload: EditorPublicationPayload,
): Promise<EditorPublication> {
  return id === null
    ? apiRequest<EditorPublication>(apiUrl(api.editorPublicationCreate), {
        method: 'POST',
        body: payload,
        handleErrors: false,
      })
    : apiRequest<EditorPublication>(apiUrl(api.editorPublicationUpdate(id)), {
        method: 'PUT',
        body: payload,
        handleErrors: false,
      });
}

/** Saves the post; on success every editor query (list, this post) is refetched when next used. */
export function useSaveEditorPublication(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: EditorPublicationPayload) => saveEditorPublication(id, payload),
    onSuccess: async (saved) => {
      queryClient.setQueryData(['editor', 'publication', saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: ['editor', 'list'] });
    },
  });
}
