import { endpoints, type FeedTagListResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedKeys } from '../../lib/query-keys.ts';
import { callWithHeadStart } from './head-start.ts';

/** Loads the feed tags the caller can see (GET /api/v1/feed/tag/list/). */
export function getFeedTags(signal?: AbortSignal): Promise<FeedTagListResponse> {
  return callWithHeadStart(endpoints.feedTagList, { signal });
}

/** The tag list, shared by the feed and favorites filters. */
export const feedTagsQueryOptions = queryOptions({
  queryKey: feedKeys.tags,
  queryFn: ({ signal }) => getFeedTags(signal),
  staleTime: 5 * 60 * 1000,
});

/** The feed tags sorted by their index; empty while loading. */
export function useFeedTags(): FeedTagListResponse {
  const { data } = useQuery(feedTagsQueryOptions);
  return data ?? [];
}
