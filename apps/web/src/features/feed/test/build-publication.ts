import type { Pagination, Publication } from '@app/contract';

/** A plain published post without media, with `overrides` applied. */
export function buildPublication(overrides: Partial<Publication> & { id: number }): Publication {
  return {
    title: `Публикация ${overrides.id}`,
    preview_text: '',
    preview_image: '',
    pub_start_date: '2026-03-12T09:00:00.000Z',
    feed_tags: [],
    feed_group: null,
    fix: false,
    files: [],
    audios: [],
    videos: [],
    publication_items: [],
    i_view: 0,
    i_liked: false,
    like_count: 0,
    comments_count: 0,
    favorite: false,
    is_show_view_button: true,
    disable_comments: false,
    last_comment: null,
    section: 'feed',
    wiki_page: null,
    status: 'published',
    ...overrides,
  };
}

/** Pagination of page `page` out of `count` pages. */
export function buildPagination(page: number, count: number): Pagination {
  return {
    page,
    count_pages: count,
    next_page_number: page < count ? page + 1 : null,
    has_next: page < count,
  };
}
