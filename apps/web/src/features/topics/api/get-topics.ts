import { endpoints, type TopicListResponse, type TopicOrdering } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { publicationKeys } from '../../../shared/lib/query-keys.ts';
import { listPagesOptions } from '../../../shared/listing/api/list-pages-options.ts';

/** What the topic list shows; a change starts it afresh from page 1. */
export interface TopicsParams {
  /** The flow filter (ids); empty: all. The server honours it for staff only (for now). */
  flows: number[];
  ordering: TopicOrdering;
}

/** Loads one page of topics (GET /api/v1/publication/topic/list/). */
export function getTopics(
  params: TopicsParams,
  page: number,
  signal?: AbortSignal,
): Promise<TopicListResponse> {
  const query = { page, flows: params.flows, ordering: params.ordering };
  return callApi(endpoints.topicList, { query, signal });
}

/**
 * Topic pages from page 1, appended as they load, per visit (`visit`: the history entry), so
 * Back finds the pages loaded and a fresh visit starts from page 1.
 */
export function topicsQueryOptions(params: TopicsParams, visit: string) {
  return listPagesOptions(publicationKeys.list('topics', params, visit), (page, signal) =>
    getTopics(params, page, signal),
  );
}

/** The topic pages of `params` in this visit. */
export function useTopics(params: TopicsParams, visit: string) {
  return useInfiniteQuery(topicsQueryOptions(params, visit));
}
