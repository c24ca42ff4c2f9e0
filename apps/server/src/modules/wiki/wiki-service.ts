import type { WikiCategoryListResponse, WikiListQuery, WikiListResponse } from '@app/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publications } from '../../db/schema.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { loadMorePagination } from '../publications/pagination.ts';
import { loadPublications } from '../publications/publication-loader.ts';
import {
  allOf,
  inFlows,
  isWikiPost,
  matchingText,
  visibleTo,
  withAnyTag,
} from '../publications/publication-scope.ts';
import { feedOrder, findIdPage, rankOrder } from '../publications/publications-repo.ts';
import type { Viewer } from '../publications/viewer.ts';
import { findWikiCategories, findWikiPage } from './wiki-repo.ts';

/**
 * The wiki categories with the count of their publications the viewer may read. Readers get only
 * the categories holding something for them (none at all: the 'content coming soon' banner);
 * staff get every category.
 */
export async function getWikiCategories(db: Db, viewer: Viewer): Promise<WikiCategoryListResponse> {
  const rows = await findWikiCategories(db, allOf(visibleTo(viewer), isWikiPost));
  const shown = viewer.isStaff ? rows : rows.filter((row) => row.publications_count > 0);
  return shown.map((row) => ({
    pk: row.id,
    title: row.title,
    text: row.text,
    image: row.image ?? '',
    publications_count: row.publications_count,
    log_jump: row.log_jump,
  }));
}

/**
 * A page of one wiki category's publications the viewer may read, as the feed filters them
 * (tags, staff's flows, text). Pinned first, then by ordering; with text, best match first.
 * @throws HttpError 404 for an unknown category.
 */
export async function getWikiList(
  db: Db,
  viewer: Viewer,
  wikiId: number,
  query: WikiListQuery,
): Promise<WikiListResponse> {
  const page = await findWikiPage(db, wikiId);
  if (!page) throw notFound();
  const text = query.full_text_search;
  const where = allOf(
    visibleTo(viewer),
    eq(publications.wikiPageId, page.id),
    isWikiPost,
    inFlows(viewer, query.flows),
    withAnyTag(query.feed_tags),
    matchingText(text),
  );
  const order =
    text === '' ? [desc(publications.fix), ...feedOrder(query.ordering)] : rankOrder(text);
  const ids = await findIdPage(db, where, order, query.page);
  return {
    wiki_page: { pk: page.id, title: page.title },
    results: await loadPublications(db, viewer, ids.ids),
    pagination: loadMorePagination(query.page, ids.hasNext),
  };
}
