import { LIST_PAGE_SIZE, type Pagination } from '@app/contract';

/** Rows to skip for a 1-based page. */
export function pageOffset(page: number, size = LIST_PAGE_SIZE): number {
  return (page - 1) * size;
}

/**
 * The pagination block of a "load more" list: whether a next page exists is known from one row
 * fetched past the page, so no exact total is counted and `count_pages` is null.
 */
export function loadMorePagination(page: number, hasNext: boolean): Pagination {
  return {
    page,
    count_pages: null,
    next_page_number: hasNext ? page + 1 : null,
    has_next: hasNext,
  };
}
