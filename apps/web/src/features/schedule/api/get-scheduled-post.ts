import { endpoints, type EditorPublication } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { editorKeys } from '../../../shared/editor/editor-keys.ts';

/** GET /api/v1/publication-editor/publication/retrive/{id}/: the post the schedule belongs to. */
export function getScheduledPost(id: number, signal?: AbortSignal): Promise<EditorPublication> {
  return callApi(endpoints.editorPublicationRetrive, { params: { id }, signal });
}

export function scheduledPostQueryOptions(id: number) {
  return queryOptions({
    // The editor's own entry for the same answer: coming from the editor, the title is there.
    queryKey: editorKeys.publication(id),
    queryFn: ({ signal }) => getScheduledPost(id, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The post being scheduled (the screen names it). */
export function useScheduledPost(id: number) {
  return useQuery(scheduledPostQueryOptions(id));
}
