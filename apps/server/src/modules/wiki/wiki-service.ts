import type { WikiCategoryListResponse, WikiListQuery, WikiListResponse } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { JsonAnswer } from '../../plugins/json-answer.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { loadMorePagination } from '../publications/pagination.ts';
import { searchForgivingTypos } from '../search/forgiving-search.ts';
import { encodePublicationAnswer } from '../publications/publication-json.ts';
import { readPublications } from '../publications/publication-loader.ts';
import { localTitle } from '../publications/publication-presenter.ts';
import { findWikiPostPage } from '../publications/wiki-posts-service.ts';
import type { SharedDetailsStore } from '../publications/shared-details-store.ts';
import type { Viewer } from '../publications/viewer.ts';
import { findWikiCategories, findWikiPage } from './wiki-repo.ts';

/**
 * The wiki categories with the count of their publications the viewer may read, titled in the
 * viewer's language (Russian where untranslated). Readers get only the categories holding
 * something for them (none at all: the 'content coming soon' banner); staff get every category.
 */
export async function getWikiCategories(db: Db, viewer: Viewer): Promise<WikiCategoryListResponse> {
  const rows = await findWikiCategories(db, viewer);
  const shown = viewer.isStaff ? rows : rows.filter((row) => row.publications_count > 0);
  return shown.map((row) => ({
    pk: row.id,
    title: localTitle(viewer.language, { title: row.title, titleEn: row.title_en }),
    text: localTitle(viewer.language, { title: row.text, titleEn: row.text_en }),
    image: row.image ?? '',
    publications_count: row.publications_count,
    log_jump: row.log_jump,
  }));
}

/**
 * A page of one wiki category's publications the viewer may read, as the feed filters them
 * (tags, staff's flows, text). Pinned first, then by ordering; with text, best match first.
 * @throws HttpError 404 for an unknown category, and for a reader's category holding nothing
 *   visible to them (the category list hides it: its title is not theirs to read either).
 */
export async function getWikiList(
  db: Db,
  viewer: Viewer,
  wikiId: number,
  query: WikiListQuery,
  details: SharedDetailsStore,
): Promise<JsonAnswer<WikiListResponse>> {
  const page = await findWikiPage(db, wikiId, viewer);
  if (!page || (!viewer.isStaff && !page.holds_visible)) throw notFound();
  const wikiPage = {
    pk: page.id,
    title: localTitle(viewer.language, { title: page.title, titleEn: page.title_en }),
  };
  const answer = await searchForgivingTypos(
    db,
    query.full_text_search,
    async (text) => {
      const ids = await findWikiPostPage(db, viewer, page.id, { ...query, full_text_search: text });
      return {
        wiki_page: wikiPage,
        results: await readPublications(db, viewer, ids.ids, details),
        pagination: loadMorePagination(query.page, ids.hasNext),
      };
    },
    (found) => found.results.length > 0,
  );
  return encodePublicationAnswer<WikiListResponse>(answer);
}
