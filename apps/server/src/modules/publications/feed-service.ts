import type {
  CountByGroup,
  FeedListQuery,
  FeedListResponse,
  FixListQuery,
  FixListResponse,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { JsonAnswer } from '../../plugins/json-answer.ts';
import type { SharedCache } from '../../runtime/shared-cache.ts';
import { tagsKey, visibilityKey } from './audience-key.ts';
import { searchFeed, type FeedSearchCaches } from './feed-search-service.ts';
import { countByGroup } from './group-counts.ts';
import { loadMorePagination } from './pagination.ts';
import type { IdPage } from './publications-repo.ts';
import type { SharedPageCache } from './shared-page-cache.ts';
import { encodePublicationAnswer, presentPublicationJson } from './publication-json.ts';
import { feedMatching, feedPageScope, fixListScope } from './publication-filters-repo.ts';
import { feedOrder, findIdPage, findIds } from './publications-repo.ts';
import { taxonomyIds } from './taxonomy-repo.ts';
import type { Viewer } from './viewer.ts';

/** Most pinned publications the fix-list answers. */
const FIX_LIST_LIMIT = 50;

/** What feed requests share: the plain feed's counts and pages, and the searches' hits. */
export interface FeedCaches {
  counts: SharedCache<CountByGroup>;
  pages: SharedPageCache<IdPage>;
  searches: FeedSearchCaches;
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
): Promise<JsonAnswer<FeedListResponse>> {
  const text = query.full_text_search;
  if (text === '') return getPlainFeed(db, viewer, query, caches);
  return searchFeed(db, viewer, query, scopeKey(viewer, query), caches.searches);
}

/**
 * The feed without search text: pages and counts are shared by the readers of one audience (the
 * statements are built only when a page or the counts are loaded, not on every request).
 */
async function getPlainFeed(
  db: Db,
  viewer: Viewer,
  query: FeedListQuery,
  caches: FeedCaches,
): Promise<JsonAnswer<FeedListResponse>> {
  const matching = () =>
    feedMatching(viewer, { flows: query.flows, feedTags: query.feed_tags, text: '' });
  const scope = scopeKey(viewer, query);
  const pageKey = `${scope};group=${query.feed_group ?? ''};order=${query.ordering};page=${query.page}`;
  const [{ page, details }, counts] = await Promise.all([
    caches.pages.read(db, pageKey, viewer.id, async () => {
      const where = feedPageScope(matching(), query.feed_group, await taxonomyIds(db));
      return findIdPage(db, where, feedOrder(query.ordering), query.page);
    }),
    caches.counts.get(scope, () => countByGroup(db, viewer, matching())),
  ]);
  return encodePublicationAnswer<FeedListResponse>({
    results: presentPublicationJson(page.ids, details, viewer.language),
    pagination: loadMorePagination(query.page, page.hasNext),
    count_by_group: counts,
  });
}

/** Cache key of the plain feed's counts: who sees what, the tags and the flow filter. */
function scopeKey(viewer: Viewer, query: FeedListQuery | FixListQuery): string {
  return `${visibilityKey(viewer, query.flows)};${tagsKey(query.feed_tags)}`;
}

/**
 * The pinned feed posts, newest first, with the same filters as the feed: a page shared by the
 * readers of one audience like the feed's own.
 */
export async function getFixList(
  db: Db,
  viewer: Viewer,
  query: FixListQuery,
  pages: SharedPageCache<IdPage>,
): Promise<JsonAnswer<FixListResponse>> {
  const pageKey = `${scopeKey(viewer, query)};group=${query.feed_group ?? ''};pinned`;
  const { page, details } = await pages.read(db, pageKey, viewer.id, async () => {
    const filters = { flows: query.flows, feedTags: query.feed_tags };
    const where = fixListScope(viewer, filters, query.feed_group, await taxonomyIds(db));
    return {
      ids: await findIds(db, where, feedOrder('-pub_start_date'), FIX_LIST_LIMIT),
      hasNext: false,
    };
  });
  return encodePublicationAnswer<FixListResponse>({
    results: presentPublicationJson(page.ids, details, viewer.language),
  });
}
