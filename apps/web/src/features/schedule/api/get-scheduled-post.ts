import { api, type EditorPublication } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';

/** GET /api/v1/publication-editor/publication/retrive/{id}/: the post the schedule belongs to. */
export function getScheduledPost(id: number, signal?: AbortSignal): Promise<EditorPublication> {
  return apiRequest<EditorPublication>(apiUrl(api.editorPublicationRetrive(id)), { signal });
}

export function scheduledPostQueryOptions(id: number) {
  return queryOptions({
    // The editor's own entry for the same answer: coming from the editor, the title is there.
    queryKey: ['editor', 'publication', id],
    queryFn: ({ signal }) => getScheduledPost(id, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The post being scheduled (the screen names it). */
export function useScheduledPost(id: number) {
  return useQuery(scheduledPostQueryOptions(id));
}
