import { endpoints, type FeedListResponse } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { publicationKeys } from '../../../shared/lib/query-keys.ts';
import { callWithHeadStart } from '../../../shared/listing/api/head-start.ts';
import { listPagesOptions } from '../../../shared/listing/api/list-pages-options.ts';
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
  return listPagesOptions(publicationKeys.list('feed', params, visit), (page, signal) =>
    getFeed(params, page, signal),
  );
}

/** The feed pages of `params` in this visit, once `enabled`. */
export function useFeed(params: FeedParams, visit: string, enabled: boolean) {
  return useInfiniteQuery({ ...feedQueryOptions(params, visit), enabled });
}
