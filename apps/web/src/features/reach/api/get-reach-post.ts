import { endpoints, type EditorPublication } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { editorKeys } from '../../../shared/editor/editor-keys.ts';

/** GET /api/v1/publication-editor/publication/retrive/{id}/: the post the figures belong to. */
export function getReachPost(id: number, signal?: AbortSignal): Promise<EditorPublication> {
  // The title and status are extras: an unknown post is the reach call's own 404.
  return callApi(endpoints.editorPublicationRetrive, {
    params: { id },
    signal,
    handleErrors: false,
  });
}

export function reachPostQueryOptions(id: number) {
  return queryOptions({
    // The editor's own entry for the same answer: coming from the editor, the title is there.
    queryKey: editorKeys.publication(id),
    queryFn: ({ signal }) => getReachPost(id, signal),
    // Its status decides the Remind button; a refused reminder asks it again (see nudge).
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });
}

/** The post whose reach is shown (its title, and its status: only a published post is reminded of). */
export function useReachPost(id: number) {
  return useQuery(reachPostQueryOptions(id));
}
