import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { commentsRoutes } from './modules/comments/comments-routes.ts';
import { editorRoutes } from './modules/editor/editor-routes.ts';
import { insightsRoutes } from './modules/insights/insights-routes.ts';
import { createAudienceSizer, createListReach } from './modules/insights/audience-sizes.ts';
import { createReachFigures } from './modules/insights/reach-figures.ts';
import { pushRoutes } from './modules/push/push-routes.ts';
import { engagementRoutes } from './modules/engagement/engagement-routes.ts';
import { loggingRoutes } from './modules/logging/logging-routes.ts';
import { noticesRoutes } from './modules/notices/notices-routes.ts';
import { programmeRoutes } from './modules/programme/programme-routes.ts';
import {
  DEFAULT_COUNT_CACHE_TTL_MS,
  DEFAULT_FEED_PAGE_TTL_MS,
  DEFAULT_SEARCH_CACHE_TTL_MS,
} from './modules/publications/shared-page-cache.ts';
import {
  DEFAULT_SEARCH_SLOT_WAIT_MS,
  publicationsRoutes,
} from './modules/publications/publications-routes.ts';
import {
  createSharedDetailsStore,
  DEFAULT_DETAILS_TTL_MS,
  DEFAULT_PUBLICATIONS_KEPT,
  EMBEDDED_PUBLICATIONS_KEPT,
} from './modules/publications/shared-details-store.ts';
import { oldestDueAgeSeconds } from './modules/schedule/schedule-repo.ts';
import { scheduleRoutes } from './modules/schedule/schedule-routes.ts';
import { usersRoutes } from './modules/users/users-routes.ts';
import { wikiRoutes } from './modules/wiki/wiki-routes.ts';
import { setScrapeSources } from './observability/metrics.ts';
import { createAccessTokenVerifier } from './plugins/access-token-verifier.ts';
import { authenticate, DEFAULT_ACTOR_CACHE_TTL_MS } from './plugins/auth.ts';
import { answerClientError } from './plugins/client-errors.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { healthRoutes } from './plugins/health-routes.ts';
import { registerJsonBodyParser } from './plugins/json-body-parser.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { redactingLogger } from './plugins/request-logging.ts';
import { registerRequestMetrics } from './plugins/request-metrics.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticServing } from './plugins/static-serving.ts';
import { pageRoutes } from './provider/page-routes.ts';
import { createTokenService } from './provider/token-service.ts';
import { tokenRoutes } from './provider/token-routes.ts';
import { userCardRoutes } from './provider/user-card-routes.ts';
import { createDrainState, registerDrainingConnections, type DrainState } from './runtime/drain.ts';
import type { FileStorage } from './storage/file-storage.ts';

export interface AppDeps {
  database: Database;
  config: AppConfig;
  storage: FileStorage;
  /** The clock of token issue and expiry checks; tests move it. */
  now?: () => Date;
  /** Logger options; token-redacting serializers are always applied over them. */
  logger?: FastifyServerOptions['logger'];
  /**
   * How long the feed's count_by_group and the audiences' sizes of the editor list's reach
   * column are reused (default 30 s); 0 counts on every request.
   */
  countCacheTtlMs?: number;
  /** How long a plain feed page is shared (default 5 s); 0 reads it on every request. */
  feedPageCacheTtlMs?: number;
  /**
   * How long what every reader sees of a post is kept at most (default 60 s; edits and comments
   * show at once whatever it is); 0 reads it on every request.
   */
  detailsTtlMs?: number;
  /** How long a search's hits are shared (default 60 s); 0 searches on every request. */
  searchCacheTtlMs?: number;
  /** How long a search waits for a free search slot before 503 (default 5 s). */
  searchSlotWaitMs?: number;
  /** How long a signed-in user's row is reused (default 2 s); 0 reads it on every request. */
  actorCacheTtlMs?: number;
  /** Started on SIGTERM (start-server.ts); by default a state that never drains. */
  drain?: DrainState;
}

/**
 * Builds the whole server (content API, provider stand-in, SPA and media) without listening:
 * main.ts listens, tests call `inject`.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: redactingLogger(deps.logger, config.logLevel),
    trustProxy: config.trustProxy,
    // On close (after the drain's grace period), idle keep-alive sockets go at once; requests in
    // flight still finish, and requests arriving on open sockets meanwhile are answered, not 503.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // Headers over Node's limit (431) and other refused requests, in the API's error shape.
    clientErrorHandler: answerClientError,
  });
  const drain = deps.drain ?? createDrainState();
  app.decorateRequest('actor', null);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerRequestMetrics(app);
  registerDrainingConnections(app, drain);
  registerSecurityHeaders(app, config);
  await registerRateLimit(app);
  await registerStaticServing(app, config, deps.storage);
  // What every reader sees of each post, kept per post by every list that shows posts.
  const details = createSharedDetailsStore({
    ttlMs: deps.detailsTtlMs ?? DEFAULT_DETAILS_TTL_MS,
    maxEntries:
      deps.database.kind === 'pglite' ? EMBEDDED_PUBLICATIONS_KEPT : DEFAULT_PUBLICATIONS_KEPT,
  });
  setScrapeSources({
    pool: deps.database.poolStats,
    schedulerLagSeconds: () => oldestDueAgeSeconds(db),
    publicationDetailsKept: () => details.size(),
  });
  await app.register(healthRoutes, {
    database: deps.database,
    drain,
    metricsToken: config.metricsToken,
  });

  const authenticateRequest = authenticate(db, createAccessTokenVerifier(config.jwt, now), {
    ttlMs: deps.actorCacheTtlMs ?? DEFAULT_ACTOR_CACHE_TTL_MS,
    now: () => now().getTime(),
  });
  const feedPageCacheTtlMs = deps.feedPageCacheTtlMs ?? DEFAULT_FEED_PAGE_TTL_MS;
  await app.register(async (contentApi) => {
    contentApi.addHook('onRequest', authenticateRequest);
    await contentApi.register(usersRoutes, { db });
    await contentApi.register(loggingRoutes, { db });
    await contentApi.register(publicationsRoutes, {
      db,
      details,
      countCacheTtlMs: deps.countCacheTtlMs ?? DEFAULT_COUNT_CACHE_TTL_MS,
      feedPageCacheTtlMs,
      searchCacheTtlMs: deps.searchCacheTtlMs ?? DEFAULT_SEARCH_CACHE_TTL_MS,
      searchSlotWaitMs: deps.searchSlotWaitMs ?? DEFAULT_SEARCH_SLOT_WAIT_MS,
    });
    await contentApi.register(engagementRoutes, { db });
    await contentApi.register(commentsRoutes, {
      db,
      storage: deps.storage,
      createPerMinute: config.commentRateLimit,
      now,
    });
    await contentApi.register(noticesRoutes, { db });
    await contentApi.register(programmeRoutes, { db });
    await contentApi.register(wikiRoutes, { db, details });
    await contentApi.register(pushRoutes, { db, push: config.push });
    await registerStaffRoutes(contentApi, deps, now);
  });

  if (config.demoProvider) {
    const { accessSecret, refreshSecret } = config.jwt;
    if (!accessSecret || !refreshSecret)
      throw new Error('The demo provider needs both JWT secrets');
    const tokens = createTokenService({ accessSecret, refreshSecret, now });
    const providerDeps = { db, config, tokens, authenticate: authenticateRequest };
    await app.register(tokenRoutes, providerDeps);
    await app.register(pageRoutes, providerDeps);
    await app.register(userCardRoutes, providerDeps);
  }
  return app;
}

/** The staff's calls: the editor, the schedule and the insights (sharing the audience sizes). */
async function registerStaffRoutes(
  contentApi: FastifyInstance,
  deps: AppDeps,
  now: () => Date,
): Promise<void> {
  const { db } = deps.database;
  const countTtlMs = deps.countCacheTtlMs ?? DEFAULT_COUNT_CACHE_TTL_MS;
  const audienceSizes = createAudienceSizer(countTtlMs);
  await contentApi.register(editorRoutes, {
    db,
    storage: deps.storage,
    now,
    searchCacheTtlMs: deps.searchCacheTtlMs ?? DEFAULT_SEARCH_CACHE_TTL_MS,
    listReach: createListReach(countTtlMs, audienceSizes),
  });
  await contentApi.register(scheduleRoutes, { db, now });
  await contentApi.register(insightsRoutes, {
    db,
    now,
    reachFigures: createReachFigures(countTtlMs, audienceSizes),
  });
}
