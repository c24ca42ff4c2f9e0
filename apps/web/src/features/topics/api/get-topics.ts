import { api, withQuery, type TopicListResponse, type TopicOrdering } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';

/** What the topic list shows; a change starts it afresh from page 1. */
export interface TopicsParams {
  /** Staff's flow filter (ids); empty: all. */
  flows: number[];
  ordering: TopicOrdering;
}

/** Loads one page of topics (GET /api/v1/publication/topic/list/). */
export function getTopics(
  params: TopicsParams,
  page: number,
  signal?: AbortSignal,
): Promise<TopicListResponse> {
  const url = withQuery(api.topicList, {
    page,
    flows: params.flows,
    ordering: params.ordering,
  });
  return apiRequest<TopicListResponse>(apiUrl(url), { signal });
}

/** Topic pages from page 1, appended as they load; dropped when no screen shows them. */
export function topicsQueryOptions(params: TopicsParams) {
  return infiniteQueryOptions({
    queryKey: ['publications', 'topics', params],
    queryFn: ({ pageParam, signal }) => getTopics(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.has_next ? (last.pagination.next_page_number ?? undefined) : undefined,
    gcTime: 0,
  });
}

/** The topic pages of `params`. */
export function useTopics(params: TopicsParams) {
  return useInfiniteQuery(topicsQueryOptions(params));
}
