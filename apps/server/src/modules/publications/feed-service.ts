import type {
  CountByGroup,
  FeedListQuery,
  FeedListResponse,
  FixListQuery,
  FixListResponse,
} from '@app/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ConcurrencyLimit } from '../../runtime/concurrency-limit.ts';
import type { SharedCache } from '../../runtime/shared-cache.ts';
import { loadMorePagination } from './pagination.ts';
import type { FeedPageCache } from './feed-page-cache.ts';
import { loadPublications } from './publication-loader.ts';
import { presentPublications } from './publication-presenter.ts';
import {
  feedMatching,
  feedPageScope,
  fixListScope,
  GROUP_COUNT_SCOPES,
} from './publication-filters-repo.ts';
import { canFilterByFlows, canSeeEverything, canSeeRppGroup } from './publications-policy.ts';
import { countPerScope, feedOrder, findIdPage, findIds } from './publications-repo.ts';
import { buildSearchBlocks } from './search-blocks.ts';
import type { Viewer } from './viewer.ts';

/** Most pinned publications the fix-list answers. */
const FIX_LIST_LIMIT = 50;

/** What feed requests share: the plain feed's counts and pages, and the slots of searches. */
export interface FeedCaches {
  counts: SharedCache<CountByGroup>;
  pages: FeedPageCache;
  searches: ConcurrencyLimit;
}

/**
 * A page of the feed (pinned posts excluded: fix-list has them), the counts per group and, with
 * a search text, the search blocks.
 */
export async function getFeedList(
  db: Db,
  viewer: Viewer,
  query: FeedListQuery,
  caches: FeedCaches,
): Promise<FeedListResponse> {
  const text = query.full_text_search;
  const matching = feedMatching(viewer, { flows: query.flows, feedTags: query.feed_tags, text });
  const where = feedPageScope(matching, query.feed_group);
  const countGroups = (): Promise<CountByGroup> => countByGroup(db, viewer, matching);
  const loadPage = () => findIdPage(db, where, feedOrder(query.ordering), query.page);
  if (text === '') {
    // The plain feed: pages and counts are shared by the readers of one audience.
    const scope = scopeKey(viewer, query);
    const pageKey = `${scope};group=${query.feed_group ?? ''};order=${query.ordering};page=${query.page}`;
    const [{ page, details }, counts] = await Promise.all([
      caches.pages.read(db, pageKey, viewer.id, loadPage),
      caches.counts.get(scope, countGroups),
    ]);
    return {
      results: presentPublications(page.ids, details, viewer.language),
      pagination: loadMorePagination(query.page, page.hasNext),
      count_by_group: counts,
    };
  }
  return caches.searches(async () => {
    const [page, counts] = await Promise.all([loadPage(), countGroups()]);
    const response: FeedListResponse = {
      results: await loadPublications(db, viewer, page.ids),
      pagination: loadMorePagination(query.page, page.hasNext),
      count_by_group: counts,
    };
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
  });
}

/** Visible feed and wiki posts matching `matching`, per group (physical_rpp: 0 unless allowed). */
async function countByGroup(db: Db, viewer: Viewer, matching: SQL): Promise<CountByGroup> {
  const counts = await countPerScope(db, matching, GROUP_COUNT_SCOPES);
  return canSeeRppGroup(viewer) ? counts : { ...counts, physical_rpp: 0 };
}

/**
 * A string naming what db/publication-scope.ts's `visibleTo` and `inFlows` let through: viewers
 * with equal keys see the same publications (cache keys of counts).
 */
function visibilityKey(viewer: Viewer, flowIds: readonly number[]): string {
  if (canSeeEverything(viewer)) {
    const flows = canFilterByFlows(viewer) ? [...new Set(flowIds)].sort((a, b) => a - b) : [];
    return `all;flows=${flows.join(',')}`;
  }
  return `flow=${viewer.flowId ?? ''};rpp=${canSeeRppGroup(viewer)}`;
}

/** Cache key of the plain feed's counts: who sees what, the tags and the flow filter. */
function scopeKey(viewer: Viewer, query: FeedListQuery): string {
  const tags = [...new Set(query.feed_tags)].sort();
  return `${visibilityKey(viewer, query.flows)};tags=${JSON.stringify(tags)}`;
}

/** The pinned feed posts, newest first, with the same filters as the feed. */
export async function getFixList(
  db: Db,
  viewer: Viewer,
  query: FixListQuery,
): Promise<FixListResponse> {
  const filters = { flows: query.flows, feedTags: query.feed_tags };
  const where = fixListScope(viewer, filters, query.feed_group);
  const ids = await findIds(db, where, feedOrder('-pub_start_date'), FIX_LIST_LIMIT);
  return { results: await loadPublications(db, viewer, ids) };
}
