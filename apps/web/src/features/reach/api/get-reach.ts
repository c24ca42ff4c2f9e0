import { endpoints, type ReachResponse } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { reachKeys, type ReachPageParams } from './reach-keys.ts';

/**
 * GET /api/v1/publication-editor/publication/reach/{id}/?page&search: the post's counts, its
 * days and one page of the audience that has not viewed it (404 goes to /404).
 */
export function getReach(
  id: number,
  params: ReachPageParams,
  signal?: AbortSignal,
): Promise<ReachResponse> {
  return callApi(endpoints.publicationReach, {
    params: { id },
    // The first page and an empty search are the server's defaults: not sent.
    query: { page: params.page === 1 ? undefined : params.page, search: params.search },
    signal,
  });
}

export function reachQueryOptions(id: number, params: ReachPageParams) {
  return queryOptions({
    queryKey: reachKeys.page(id, params),
    queryFn: ({ signal }) => getReach(id, params, signal),
  });
}

/** The post's figures: the first page without a search (the counts and the chart read it). */
export function useReach(id: number) {
  return useQuery(reachQueryOptions(id, { page: 1, search: '' }));
}

/** A page of the not-viewed list; the previous page stays on screen while the next loads. */
export function useNotViewedPage(id: number, params: ReachPageParams) {
  return useQuery({ ...reachQueryOptions(id, params), placeholderData: keepPreviousData });
}
