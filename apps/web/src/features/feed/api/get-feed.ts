import { api, withQuery, type FeedListResponse } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';
import type { FeedParams } from './feed-params.ts';

/** Loads one feed page (GET /api/v1/publication/feed/list/); search adds `search_blocks`. */
export function getFeed(
  params: FeedParams,
  page: number,
  signal?: AbortSignal,
): Promise<FeedListResponse> {
  const url = withQuery(api.feedList, {
    page,
    feed_group: params.feedGroup,
    feed_tags: params.tags,
    flows: params.flows,
    ordering: params.ordering,
    full_text_search: params.search,
    ordering_group: params.search ? params.feedGroup : undefined,
  });
  return apiRequest<FeedListResponse>(apiUrl(url), { signal });
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
