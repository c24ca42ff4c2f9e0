import { api, withQuery, type NoticeListResponse } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';
import { nextPageNumber } from '../lib/next-page.ts';
import { afterPendingDeletions } from './delete-notices.ts';

/** GET /api/v2/notice/list/?page={n}; the server marks not_read_notice false on page 1. */
export async function getNotices(page: number, signal?: AbortSignal): Promise<NoticeListResponse> {
  await afterPendingDeletions();
  return apiRequest<NoticeListResponse>(apiUrl(withQuery(api.noticeList, { page })), { signal });
}

export const noticeKeys = {
  all: ['notices'] as const,
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
