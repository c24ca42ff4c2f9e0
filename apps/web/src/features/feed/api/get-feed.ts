import type { FeedListResponse } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { requestWithHeadStart } from '../../../shared/listing/api/head-start.ts';
import type { FeedParams } from './feed-params.ts';
import { feedUrl } from './feed-urls.ts';

/** Loads one feed page; search adds `search_blocks`. */
export function getFeed(
  params: FeedParams,
  page: number,
  signal?: AbortSignal,
): Promise<FeedListResponse> {
  return requestWithHeadStart<FeedListResponse>(feedUrl(params, page), signal);
}

/**
 * The feed's pages from page 1, appended as they load. Dropped as soon as no screen shows them,
 * so changing the tab, search, tags, flow or ordering starts again from page 1.
 */
export function feedQueryOptions(params: FeedParams) {
  return infiniteQueryOptions({
    queryKey: ['publications', 'feed', params],
    queryFn: ({ pageParam, signal }) => getFeed(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.has_next ? (last.pagination.next_page_number ?? undefined) : undefined,
    gcTime: 0,
  });
}

/** The feed pages of `params`. */
export function useFeed(params: FeedParams) {
  return useInfiniteQuery(feedQueryOptions(params));
}
