import { endpoints, type FiltersResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedKeys } from '../../lib/query-keys.ts';
import { callWithHeadStart } from './head-start.ts';

/** Loads the feed groups and flows the caller may filter by (GET /api/v1/feed/filters/list/). */
export function getFeedFilters(signal?: AbortSignal): Promise<FiltersResponse> {
  return callWithHeadStart(endpoints.feedFilters, { signal });
}

/** Groups (tabs) and flows; the server lists Physical Psychology only for paid users. */
export const feedFiltersQueryOptions = queryOptions({
  queryKey: feedKeys.filters,
  queryFn: ({ signal }) => getFeedFilters(signal),
  staleTime: 5 * 60 * 1000,
});

/** The filters answer, or undefined while it loads. */
export function useFeedFilters(): FiltersResponse | undefined {
  return useQuery(feedFiltersQueryOptions).data;
}
