import { endpoints, type FeedListResponse } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { publicationKeys } from '../../../shared/lib/query-keys.ts';
import { callWithHeadStart } from '../../../shared/listing/api/head-start.ts';
import { LIST_PLACE_GC_TIME_MS } from '../../../shared/listing/use-list-place.ts';
import type { FeedParams } from './feed-params.ts';
import { feedQuery } from './feed-urls.ts';

/** Loads one feed page; search adds `search_blocks`. */
export function getFeed(
  params: FeedParams,
  page: number,
  signal?: AbortSignal,
): Promise<FeedListResponse> {
  return callWithHeadStart(endpoints.feedList, { query: feedQuery(params, page), signal });
}

/**
 * The feed's pages from page 1, appended as they load, per visit (`visit`: the history entry):
 * a new visit, tab, search, tags, flow or ordering starts again from page 1, while Back to the
 * visit finds the pages it had loaded.
 */
export function feedQueryOptions(params: FeedParams, visit: string) {
  return infiniteQueryOptions({
    queryKey: publicationKeys.list('feed', params, visit),
    queryFn: ({ pageParam, signal }) => getFeed(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.has_next ? (last.pagination.next_page_number ?? undefined) : undefined,
    gcTime: LIST_PLACE_GC_TIME_MS,
  });
}

/** The feed pages of `params` in this visit, once `enabled`. */
export function useFeed(params: FeedParams, visit: string, enabled: boolean) {
  return useInfiniteQuery({ ...feedQueryOptions(params, visit), enabled });
}
