import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config.ts';
import { checkEncodedAnswers } from '../../src/plugins/endpoint-route.ts';
import type { Database } from '../../src/db/client.ts';
import { createTokenService, type TokenService } from '../../src/provider/token-service.ts';
import type { DrainState } from '../../src/runtime/drain.ts';
import { createStorage } from '../../src/storage/create-storage.ts';

/** Secrets of the test apps (at least 32 characters, as loadConfig requires). */
/** A fixed VAPID identity (web push), so that production configurations load in tests. */
export const TEST_VAPID = {
  VAPID_PUBLIC_KEY:
    'BMGPNykVFVZc7-J-xczUctQ8NjzBRyJlKNZUII4caW0TfaKzAJu4r-VQTIjCm0ZM_b4P5JFCP9NtGVDpngurBng',
  VAPID_PRIVATE_KEY: 'e9AUIHr7pBESKLIrHswau3GCHZBmAAdn4Y2yBkAy1qw',
  VAPID_SUBJECT: 'mailto:push@example.com',
};

export const TEST_SECRETS = {
  JWT_ACCESS_SECRET: 'test-access-secret-0123456789abcdefghij',
  JWT_REFRESH_SECRET: 'test-refresh-secret-0123456789abcdefghi',
  ...TEST_VAPID,
};

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Signs tokens exactly as the app's provider stand-in does (same secrets and clock). */
  tokens: TokenService;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment over the test defaults (temporary DATA_DIR, fixed secrets, high rate limit). */
  env?: Record<string, string>;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Reuse of the feed's count_by_group; 0 (default) so counts follow every write at once. */
  countCacheTtlMs?: number;
  /** Sharing of feed pages; 0 (default) reads every page in full. */
  feedPageCacheTtlMs?: number;
  /** Keeping of what every reader sees of a post; 0 (default) reads it on every request. */
  detailsTtlMs?: number;
  /** Sharing of search hits; 0 (default) searches on every request. */
  searchCacheTtlMs?: number;
  /** How long a search waits for a slot before 503 (the app's default unless given). */
  searchSlotWaitMs?: number;
  /** Reuse of signed-in users' rows; 0 (default) so role and flow changes apply at once. */
  actorCacheTtlMs?: number;
  /** The shutdown state the app reads (tests start draining by hand). */
  drain?: DrainState;
}

/**
 * The whole app on the given database, with its own temporary data directory; no port.
 * `close()` closes the app and removes the directory, not the database.
 */
export async function createTestApp(
  database: Database,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'app-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'web-dist'),
    TOKEN_RATE_LIMIT: '100000',
    ...TEST_SECRETS,
    ...options.env,
  });
  const now = options.now ?? (() => new Date());
  checkEncodedAnswers();
  const storage = createStorage(config);
  const app = await buildApp({
    database,
    config,
    storage,
    now,
    logger: options.logger ?? false,
    countCacheTtlMs: options.countCacheTtlMs ?? 0,
    feedPageCacheTtlMs: options.feedPageCacheTtlMs ?? 0,
    detailsTtlMs: options.detailsTtlMs ?? 0,
    searchCacheTtlMs: options.searchCacheTtlMs ?? 0,
    searchSlotWaitMs: options.searchSlotWaitMs,
    actorCacheTtlMs: options.actorCacheTtlMs ?? 0,
    drain: options.drain,
  });
  const tokens = createTokenService({
    accessSecret: TEST_SECRETS.JWT_ACCESS_SECRET,
    refreshSecret: TEST_SECRETS.JWT_REFRESH_SECRET,
    now,
  });
  return {
    app,
    config,
    tokens,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** `Authorization` header of a fresh access token for the user. */
export async function bearer(
  tokens: TokenService,
  userPk: number,
): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await tokens.signAccess(userPk)}` };
}
