import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { mkdir } from 'node:fs/promises';
import pg from 'pg';
import type { DatabaseLimits } from '../config.ts';
import { safeErrorMessage } from './database-errors.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { initPgliteDataDir } from './pglite-data-dir.ts';
import { destroyOnReadTimeout } from './read-timeout.ts';
import * as schema from './schema.ts';
import type { MemoryBudget } from '../runtime/memory-budget.ts';

/** The Drizzle database, whichever driver is underneath; transactions are assignable to it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Closes the connection pool or the PGlite instance (also one passed in); idempotent. */
  close(): Promise<void>;
  /** Resolves when the database answers a trivial query within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs: number): Promise<void>;
  /** Connections checked out and callers waiting (PostgreSQL pool only). */
  poolStats?(): { inUse: number; waiting: number };
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection URL: node-postgres pool. Takes precedence over the others. */
  databaseUrl?: string;
  /** PGlite data directory, created when missing; 'memory://' keeps everything in memory. */
  dataDir?: string;
  /** An existing PGlite instance (tests). */
  pglite?: PGlite;
  /** Pool size and query bounds of PostgreSQL (defaults: DEFAULT_DATABASE_LIMITS). */
  limits?: DatabaseLimits;
}

/** What the server uses unless DATABASE_POOL_SIZE and the DB_*_TIMEOUT_MS variables say otherwise. */
export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  poolSize: 10,
  queryTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 10_000,
};
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Opens the database: node-postgres when `databaseUrl` is set, else PGlite (a given instance or
 * one in `dataDir`). The connection is checked before returning.
 * @throws Error naming the server or directory (never the password) when it cannot be opened.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl)
    return openPostgres(opts.databaseUrl, opts.limits ?? DEFAULT_DATABASE_LIMITS);
  if (opts.pglite) return wrapPglite(opts.pglite);
  return openPgliteDir(opts.dataDir ?? 'memory://');
}

async function openPostgres(databaseUrl: string, limits: DatabaseLimits): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: limits.poolSize,
    // Waiting for a pooled connection, or for a new one to a frozen server, is bounded as well.
    connectionTimeoutMillis: Math.min(CONNECT_TIMEOUT_MS, limits.queryTimeoutMs),
    // A frozen server or a dead network ends a query here; statement_timeout cannot fire then.
    query_timeout: limits.queryTimeoutMs,
    // Detects a vanished server on idle connections instead of waiting for the next query.
    keepAlive: true,
    // Our queries are short OLTP ones: JIT compilation costs more than it saves (~25 ms each).
    options: [
      '-c jit=off',
      `-c statement_timeout=${limits.queryTimeoutMs}`,
      `-c idle_in_transaction_session_timeout=${limits.idleInTransactionTimeoutMs}`,
    ].join(' '),
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
  pool.on('connect', destroyOnReadTimeout);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(
      `Cannot connect to PostgreSQL at ${describeServer(databaseUrl)}: ${safeErrorMessage(error)}`,
      { cause: error },
    );
  }
  return {
    db: drizzlePostgres({ client: pool, schema }),
    kind: 'postgres',
    close: async () => {
      if (!pool.ending) await pool.end();
    },
    ping: (timeoutMs) => withTimeout(pool.query('select 1'), timeoutMs),
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
  };
}

async function openPgliteDir(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  let unlock = async (): Promise<void> => undefined;
  let pglite: PGlite | undefined;
  let memoryBudget: MemoryBudget | undefined;
  try {
    if (!inMemory) {
      await mkdir(dataDir, { recursive: true });
      unlock = await lockDataDir(dataDir);
      await initPgliteDataDir(dataDir);
    }
    // Loaded only here: a server on PostgreSQL never carries the embedded database's code.
    const { favourMemoryOverSpeed, newPglite } = await import('./pglite-instance.ts');
    if (!inMemory) memoryBudget = favourMemoryOverSpeed();
    pglite = newPglite({ dataDir });
    await pglite.waitReady;
  } catch (error) {
    memoryBudget?.stop();
    await pglite?.close().catch(() => undefined);
    await unlock();
    throw new Error(
      `Cannot open the embedded database (PGlite) in ${dataDir}: ${safeErrorMessage(error)}`,
      { cause: error },
    );
  }
  const database = await wrapPglite(pglite);
  let open = true;
  return {
    ...database,
    close: async () => {
      if (!open) return;
      open = false;
      memoryBudget?.stop();
      try {
        await database.close();
      } finally {
        await unlock();
      }
    },
  };
}

async function wrapPglite(pglite: PGlite): Promise<Database> {
  await pglite.waitReady;
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  return {
    db: drizzlePglite({ client: pglite, schema }),
    kind: 'pglite',
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
    ping: (timeoutMs) => withTimeout(pglite.query('select 1'), timeoutMs),
  };
}

/** Resolves with `work` unless `timeoutMs` passes first (`work` is left to finish on its own). */
async function withTimeout(work: Promise<unknown>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** host:port/database of a connection URL, without user or password. */
function describeServer(databaseUrl: string): string {
  if (!URL.canParse(databaseUrl)) return 'the configured DATABASE_URL (not a valid URL)';
  const url = new URL(databaseUrl);
  const host = url.host || url.searchParams.get('host') || 'localhost';
  return `${host}${url.pathname || '/'}`;
}
