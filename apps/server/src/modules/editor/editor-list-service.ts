import {
  EDITOR_COUNT_LIMIT,
  EDITOR_PAGE_SIZE,
  type EditorListQuery,
  type EditorListResponse,
  type EditorListRow,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { ListReachOf } from '../insights/audience-sizes.ts';
import type { ContentVersionedCache } from '../publications/content-versioned-cache.ts';
import { localTitle } from '../publications/publication-presenter.ts';
import { searchForgivingTypos } from '../search/forgiving-search.ts';
import { countEditorList, findEditorListPage, type EditorListFilter } from './editor-list-repo.ts';

const MOSCOW_OFFSET = '+03:00';

/** Page numbers around `page`, at most `count` of them, within 1..pages. */
export function visiblePages(page: number, pages: number, count: number): number[] {
  let start = Math.max(1, page - Math.floor(count / 2));
  const end = Math.min(pages, start + count - 1);
  start = Math.max(1, end - count + 1);
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);
}

/** A page of the list before its reach column, which changes with every view. */
export type EditorListPage = Omit<EditorListResponse, 'results'> & {
  results: Omit<EditorListRow, 'reach'>[];
};

/** Editor list answers with a search text, shared until the publications or a schedule change. */
export type EditorSearches = ContentVersionedCache<EditorListPage>;

/**
 * GET publication-editor/publication/list/, group, section and tag titles in the staff language;
 * a misspelled search text is searched with its nearest spelling. The matches are counted up to
 * EDITOR_COUNT_LIMIT, and the pages stop there. Searches are shared by the staff asking the same; the plain list is read each time; the reach
 * of the page's posts is counted on every call.
 */
export async function listEditorPublications(
  db: Db,
  query: EditorListQuery,
  language: 'ru' | 'en',
  caches: { searches: EditorSearches; listReach: ListReachOf },
): Promise<EditorListResponse> {
  const text = query.full_text_search;
  const page =
    text === ''
      ? await listEditorPage(db, query, language)
      : await caches.searches.get(db, `${language};${JSON.stringify(query)}`, () =>
          searchForgivingTypos(
            db,
            text,
            (searched) => listEditorPage(db, { ...query, full_text_search: searched }, language),
            (answer) => answer.pagination.count > 0,
          ),
        );
  const reach = await caches.listReach(
    db,
    page.results.map((row) => row.pk),
  );
  return {
    ...page,
    results: page.results.map((row) => ({
      ...row,
      reach: reach.get(row.pk) ?? { viewed: 0, audience: 0 },
    })),
  };
}

async function listEditorPage(
  db: Db,
  query: EditorListQuery,
  language: 'ru' | 'en',
): Promise<EditorListPage> {
  const statuses = (['published', 'delayed', 'draft', 'deactivated'] as const).filter(
    (status) => query[status],
  );
  const dayStart = (date: string): Date => new Date(`${date}T00:00:00${MOSCOW_OFFSET}`);
  const filter: EditorListFilter = {
    search: query.full_text_search,
    statuses: [...statuses],
    from: query.start_date ? dayStart(query.start_date) : null,
    to: query.end_date ? new Date(dayStart(query.end_date).getTime() + 86_400_000) : null,
    flows: query.flows,
    feedGroups: query.feed_group,
    feedTags: query.feed_tags,
    sections: query.section,
  };
  const counted = await countEditorList(db, filter, EDITOR_COUNT_LIMIT);
  const count = Math.min(counted, EDITOR_COUNT_LIMIT);
  const pages = Math.max(1, Math.ceil(count / EDITOR_PAGE_SIZE));
  const page = query.page;
  const rows =
    page <= pages
      ? await findEditorListPage(
          db,
          filter,
          query.ordering,
          EDITOR_PAGE_SIZE,
          (page - 1) * EDITOR_PAGE_SIZE,
        )
      : [];
  return {
    results: rows.map(({ feed_group, sections, feed_tags, ...row }) => ({
      ...row,
      status: row.status as EditorListRow['status'],
      feed_group_title: feed_group && localTitle(language, feed_group),
      section_title_list: sections.map((section) => localTitle(language, section)),
      feed_tag_title_list: feed_tags.map((tag) => localTitle(language, tag)),
    })),
    pagination: {
      page,
      count_pages: pages,
      count,
      count_is_capped: counted > EDITOR_COUNT_LIMIT,
      has_next: page < pages,
      next_page_number: page < pages ? page + 1 : null,
      has_previous: page > 1,
      previous_page_number: page > 1 ? Math.min(page - 1, pages) : null,
      visible_pages: visiblePages(Math.min(page, pages), pages, query.visible_page_count),
    },
  };
}
