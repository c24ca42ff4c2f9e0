import type {
  CountByGroup,
  FeedListQuery,
  FeedListResponse,
  FixListQuery,
  FixListResponse,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publications } from '../../db/schema.ts';
import { paginationOf } from './pagination.ts';
import { loadPublications } from './publication-loader.ts';
import {
  allOf,
  inFlows,
  inGroup,
  isFeedPost,
  isWikiPost,
  matchingText,
  visibleTo,
  withAnyTag,
} from './publication-scope.ts';
import { canSeeRppGroup } from './publications-policy.ts';
import { countByGroupSlug, feedOrder, findIdPage, findIds } from './publications-repo.ts';
import { buildSearchBlocks } from './search-blocks.ts';
import type { Viewer } from './viewer.ts';

/** Most pinned publications the fix-list answers. */
const FIX_LIST_LIMIT = 50;

const notPinned = sql`not ${publications.fix}`;
const pinned = sql`${publications.fix}`;

/**
 * A page of the feed (pinned posts excluded: fix-list has them), the counts per group and, with
 * a search text, the search blocks.
 */
export async function getFeedList(
  db: Db,
  viewer: Viewer,
  query: FeedListQuery,
): Promise<FeedListResponse> {
  const text = query.full_text_search;
  const matching = allOf(
    visibleTo(viewer),
    inFlows(viewer, query.flows),
    withAnyTag(query.feed_tags),
    matchingText(text),
  );
  const where = allOf(matching, isFeedPost, inGroup(query.feed_group), notPinned);
  const [page, grouped] = await Promise.all([
    findIdPage(db, where, feedOrder(query.ordering), query.page),
    countByGroupSlug(db, matching, isFeedPost, isWikiPost),
  ]);
  const counts: CountByGroup = {
    physical_transformation: grouped.get('physical_transformation') ?? 0,
    physical_rpp: canSeeRppGroup(viewer) ? (grouped.get('physical_rpp') ?? 0) : 0,
    wiki: grouped.get('wiki') ?? 0,
  };
  const response: FeedListResponse = {
    results: await loadPublications(db, viewer, page.ids),
    pagination: paginationOf(query.page, page.total),
    count_by_group: counts,
  };
  if (text === '') return response;
  const selectedGroup = query.ordering_group ?? query.feed_group;
  return {
    ...response,
    search_blocks: await buildSearchBlocks(db, {
      viewer,
      where: matching,
      text,
      selectedGroup,
      counts,
    }),
  };
}

/** The pinned feed posts, newest first, with the same filters as the feed. */
export async function getFixList(
  db: Db,
  viewer: Viewer,
  query: FixListQuery,
): Promise<FixListResponse> {
  const where = allOf(
    visibleTo(viewer),
    inFlows(viewer, query.flows),
    withAnyTag(query.feed_tags),
    isFeedPost,
    inGroup(query.feed_group),
    pinned,
  );
  const ids = await findIds(db, where, feedOrder('-pub_start_date'), FIX_LIST_LIMIT);
  return { results: await loadPublications(db, viewer, ids) };
}
