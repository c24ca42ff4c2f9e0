import {
  api,
  type CountByGroup,
  FavoriteListQuery,
  FavoriteListResponseSchema,
  FeedListQuery,
  FeedListResponseSchema,
  FeedTagListResponseSchema,
  FiltersResponseSchema,
  FixListQuery,
  FixListResponseSchema,
  IdParams,
  PublicationSchema,
  TopicListQuery,
  TopicListResponseSchema,
} from '@app/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../plugins/auth.ts';
import { allowListed, parseInput } from '../../plugins/validation.ts';
import { getFavoriteList } from './favorites-service.ts';
import { getFeedList, getFixList } from './feed-service.ts';
import { createFeedPageCache } from './feed-page-cache.ts';
import { getPublication } from './publication-service.ts';
import { createConcurrencyLimit } from '../../runtime/concurrency-limit.ts';
import { createSharedCache } from '../../runtime/shared-cache.ts';
import { getFeedFilters, getFeedTags } from './taxonomy-service.ts';
import { getTopicList } from './topics-service.ts';
import { viewerOf as actorViewer, type Viewer } from './viewer.ts';

/**
 * How many full-text searches run at once per process; more wait their turn. A search costs the
 * database tens of milliseconds over up to three connections: a burst of them would otherwise hold
 * the whole pool and the memory of every answer in flight, for no more searches per second
 * (measured: 35 against 32 per second, 250 against 313 MB resident).
 */
const SEARCHES_AT_ONCE = 2;

export interface PublicationsRoutesOptions {
  db: Db;
  /** How long the plain feed's count_by_group is reused, in ms; 0 counts on every request. */
  countCacheTtlMs: number;
  /** How long a plain feed page is shared (see feed-page-cache.ts), in ms; 0 never. */
  feedPageCacheTtlMs: number;
}

/** The reading calls of spec 01 §7 "Feed and publications". */
export const publicationsRoutes: FastifyPluginAsync<PublicationsRoutesOptions> = async (
  app,
  { db, countCacheTtlMs, feedPageCacheTtlMs },
) => {
  const feedCaches = {
    counts: createSharedCache<CountByGroup>(countCacheTtlMs),
    pages: createFeedPageCache(feedPageCacheTtlMs),
    searches: createConcurrencyLimit(SEARCHES_AT_ONCE),
  };
  const viewerOf = (request: FastifyRequest): Viewer => actorViewer(requireActor(request));

  app.get(api.feedList, async (request) => {
    const query = parseInput(FeedListQuery, request.query);
    return allowListed(
      FeedListResponseSchema,
      await getFeedList(db, viewerOf(request), query, feedCaches),
    );
  });

  app.get(api.feedFixList, async (request) => {
    const query = parseInput(FixListQuery, request.query);
    return allowListed(FixListResponseSchema, await getFixList(db, viewerOf(request), query));
  });

  app.get(api.feedTagList, async (request) =>
    allowListed(FeedTagListResponseSchema, await getFeedTags(db, viewerOf(request))),
  );

  app.get(api.feedFilters, async (request) =>
    allowListed(FiltersResponseSchema, await getFeedFilters(db, viewerOf(request))),
  );

  app.get(api.favoriteList, async (request) => {
    const query = parseInput(FavoriteListQuery, request.query);
    const viewer = viewerOf(request);
    return allowListed(FavoriteListResponseSchema, await getFavoriteList(db, viewer, query));
  });

  app.get(api.topicList, async (request) => {
    const query = parseInput(TopicListQuery, request.query);
    const viewer = viewerOf(request);
    return allowListed(TopicListResponseSchema, await getTopicList(db, viewer, query));
  });

  app.get(api.publicationRetrive(':id'), async (request) => {
    const { id } = parseInput(IdParams, request.params);
    return allowListed(PublicationSchema, await getPublication(db, viewerOf(request), id));
  });
};
