import { LIST_PAGE_SIZE, type Pagination } from '@app/contract';

/** Rows to skip for a 1-based page. */
export function pageOffset(page: number, size = LIST_PAGE_SIZE): number {
  return (page - 1) * size;
}

/** The pagination block of a list of `total` rows (at least one page, also when empty). */
export function paginationOf(page: number, total: number, size = LIST_PAGE_SIZE): Pagination {
  const countPages = Math.max(1, Math.ceil(total / size));
  const hasNext = page < countPages;
  return {
    page,
    count_pages: countPages,
    next_page_number: hasNext ? page + 1 : null,
    has_next: hasNext,
  };
}
