import { endpoints, type CountByGroup } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import { getFavoriteList, type FavoritePage } from './favorites-service.ts';
import type { FeedSearchHits } from './feed-search-service.ts';
import { getFeedList, getFixList } from './feed-service.ts';
import type { IdPage } from './publications-repo.ts';
import type { SharedDetailsStore } from './shared-details-store.ts';
import { createSharedPageCache } from './shared-page-cache.ts';
import { getPublication } from './publication-service.ts';
import { createConcurrencyLimit } from '../../runtime/concurrency-limit.ts';
import { createSharedCache } from '../../runtime/shared-cache.ts';
import { getFeedFilters, getFeedTags } from './taxonomy-service.ts';
import { getTopicList } from './topics-service.ts';
import { viewerOf } from './viewer.ts';

/**
 * How many full-text searches run at once per process; more wait their turn. A search costs the
 * database tens of milliseconds over up to three connections: a burst of them would otherwise hold
 * the whole pool and the memory of every answer in flight, for no more searches per second
 * (measured: 35 against 32 per second, 250 against 313 MB resident).
 */
const SEARCHES_AT_ONCE = 2;

/**
 * How long a search waits for one of those slots at most by default: past it the server is busier
 * than the slots can serve, and the search is answered 503 with Retry-After (the SPA retries)
 * rather than run for a caller that has likely given up.
 */
export const DEFAULT_SEARCH_SLOT_WAIT_MS = 5_000;

/** Plain feed pages kept per process (one per audience, group, tags, ordering and page). */
const FEED_PAGES_KEPT = 200;

/** Searches kept per process (one per audience, text, filters and page). */
const SEARCHES_KEPT = 2_000;

/** Favorites pages kept per process (one per user, favorites version, text, tags and page). */
const FAVORITE_PAGES_KEPT = 2_000;

export interface PublicationsRoutesOptions {
  db: Db;
  /** What every reader sees of each post, shared with the wiki's lists. */
  details: SharedDetailsStore;
  /** How long the plain feed's count_by_group is reused, in ms; 0 counts on every request. */
  countCacheTtlMs: number;
  /** How long a plain feed page is shared (see shared-page-cache.ts), in ms; 0 never. */
  feedPageCacheTtlMs: number;
  /**
   * How long a search's hits are shared, and a favorites page kept (see shared-page-cache.ts),
   * in ms; 0 never.
   */
  searchCacheTtlMs: number;
  /** How long a search waits for a slot at most, in ms (DEFAULT_SEARCH_SLOT_WAIT_MS). */
  searchSlotWaitMs: number;
}

/** The reading calls of spec 01 §7 "Feed and publications". */
export const publicationsRoutes: FastifyPluginAsync<PublicationsRoutesOptions> = async (
  app,
  { db, details, countCacheTtlMs, feedPageCacheTtlMs, searchCacheTtlMs, searchSlotWaitMs },
) => {
  const feedCaches = {
    counts: createSharedCache<CountByGroup>(countCacheTtlMs),
    pages: createSharedPageCache<IdPage>({
      pageMs: feedPageCacheTtlMs,
      maxPages: FEED_PAGES_KEPT,
      details,
    }),
    searches: {
      pages: createSharedPageCache<FeedSearchHits>({
        pageMs: searchCacheTtlMs,
        maxPages: SEARCHES_KEPT,
        details,
      }),
      slots: createConcurrencyLimit(SEARCHES_AT_ONCE, { maxWaitMs: searchSlotWaitMs }),
    },
  };
  serveEndpoint(app, endpoints.feedList, ({ actor, query }) =>
    getFeedList(db, viewerOf(actor), query, feedCaches),
  );
  serveEndpoint(app, endpoints.feedFixList, ({ actor, query }) =>
    getFixList(db, viewerOf(actor), query, feedCaches.pages),
  );
  serveEndpoint(app, endpoints.feedTagList, ({ actor }) => getFeedTags(db, viewerOf(actor)));
  serveEndpoint(app, endpoints.feedFilters, ({ actor }) => getFeedFilters(db, viewerOf(actor)));
  const favoritePages = createSharedPageCache<FavoritePage>({
    pageMs: searchCacheTtlMs,
    maxPages: FAVORITE_PAGES_KEPT,
    details,
  });
  serveEndpoint(app, endpoints.favoriteList, ({ actor, query }) =>
    getFavoriteList(db, viewerOf(actor), query, favoritePages),
  );
  serveEndpoint(app, endpoints.topicList, ({ actor, query }) =>
    getTopicList(db, viewerOf(actor), query),
  );
  serveEndpoint(app, endpoints.publicationRetrive, ({ actor, params }) =>
    getPublication(db, viewerOf(actor), params.id, details),
  );
};
