import type { Pagination } from '@app/contract';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { LIST_PLACE_GC_TIME_MS } from '../use-list-place.ts';

/**
 * A "load more" list's query: pages from 1, appended as they load, the next one named by the
 * answer's pagination. Keyed per visit (the history entry) by the caller, so Back finds the
 * pages loaded while a fresh visit starts from page 1; kept as long as a visit may come back.
 */
export function listPagesOptions<TPage extends { pagination: Pagination }, TKey extends QueryKey>(
  queryKey: TKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<TPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: TPage) =>
      last.pagination.has_next ? (last.pagination.next_page_number ?? undefined) : undefined,
    gcTime: LIST_PLACE_GC_TIME_MS,
  });
}
