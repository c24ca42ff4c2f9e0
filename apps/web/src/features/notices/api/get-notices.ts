import { endpoints, type NoticeListResponse } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { nextPageNumber } from '../lib/next-page.ts';
import { afterPendingDeletions } from './delete-notices.ts';

/** GET /api/v2/notice/list/?page={n}; the server marks not_read_notice false on page 1. */
export async function getNotices(page: number, signal?: AbortSignal): Promise<NoticeListResponse> {
  await afterPendingDeletions();
  return callApi(endpoints.noticeList, { query: { page }, signal });
}

/** The notices' query keys: only the open popup's pages are cached. */
export const noticeKeys = {
  list: ['notices', 'list'] as const,
};

/**
 * The notice pages of the open popup. Nothing is kept once the popup closes (gcTime 0), so each
 * opening starts again from page 1, which is what marks the notices read.
 */
export const noticesQueryOptions = infiniteQueryOptions({
  queryKey: noticeKeys.list,
  queryFn: ({ pageParam, signal }) => getNotices(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (last: NoticeListResponse) => nextPageNumber(last.next),
  staleTime: 0,
  gcTime: 0,
});

/** The notices of the open popup, page by page. */
export function useNotices() {
  return useInfiniteQuery(noticesQueryOptions);
}
