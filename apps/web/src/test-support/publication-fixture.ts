import type { Pagination, Publication, PublicationVideo } from '@app/contract';

/** A test video (publication item `pk`). */
export function buildVideo(
  pk: number,
  overrides: Partial<PublicationVideo> = {},
): PublicationVideo {
  return {
    pk,
    video_thumbnail: '',
    is_view: false,
    video_url: `https://kinescope.io/embed/${pk}`,
    video_url_2: `https://www.youtube.com/embed/${pk}`,
    video_domain: 'kinescope.io',
    video_domain_2: 'youtube.com',
    video_name: `Видео ${pk}`,
    video_duration: '05:00',
    ...overrides,
  };
}

/** A published test publication for component tests, with `overrides` applied. */
export function buildPublication(overrides: Partial<Publication> = {}): Publication {
  return {
    id: 1,
    title: 'Тренировка дня',
    preview_text: 'Короткое описание',
    preview_image: '',
    pub_start_date: '2025-03-12T09:00:00.000Z',
    feed_tags: [{ slug: 'training', title: 'Тренировки' }],
    feed_group: { slug: 'physical_transformation', title: 'Трансформация', color: '#3f8cff' },
    fix: false,
    files: [],
    audios: [],
    videos: [],
    publication_items: [],
    i_view: 0,
    i_liked: false,
    like_count: 4,
    comments_count: 2,
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

/** A plain published post titled after its `id`: no media, tags, group, likes or comments. */
export function buildPlainPost(overrides: Partial<Publication> & { id: number }): Publication {
  return buildPublication({
    title: `Публикация ${overrides.id}`,
    preview_text: '',
    pub_start_date: '2026-03-12T09:00:00.000Z',
    feed_tags: [],
    feed_group: null,
    like_count: 0,
    comments_count: 0,
    ...overrides,
  });
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
