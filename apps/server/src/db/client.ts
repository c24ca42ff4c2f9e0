import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { mkdir } from 'node:fs/promises';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

/** The Drizzle database, whichever driver is underneath; transactions are assignable to it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Closes the connection pool or the PGlite instance (also one passed in); idempotent. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection URL: node-postgres pool. Takes precedence over the others. */
  databaseUrl?: string;
  /** PGlite data directory, created when missing; 'memory://' keeps everything in memory. */
  dataDir?: string;
  /** An existing PGlite instance (tests). */
  pglite?: PGlite;
}

const POOL_SIZE = 10;
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Opens the database: node-postgres when `databaseUrl` is set, else PGlite (a given instance or
 * one in `dataDir`). The connection is checked before returning.
 * @throws Error naming the server or directory (never the password) when it cannot be opened.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (opts.pglite) return wrapPglite(opts.pglite);
  return openPgliteDir(opts.dataDir ?? 'memory://');
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Our queries are short OLTP ones: JIT compilation costs more than it saves (~25 ms each).
    options: '-c jit=off',
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(
      `Cannot connect to PostgreSQL at ${describeServer(databaseUrl)}: ${messageOf(error)}`,
      { cause: error },
    );
  }
  return {
    db: drizzlePostgres({ client: pool, schema }),
    kind: 'postgres',
    close: async () => {
      if (!pool.ending) await pool.end();
    },
  };
}

async function openPgliteDir(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  let unlock = async (): Promise<void> => undefined;
  let pglite: PGlite | undefined;
  try {
    if (!inMemory) {
      await mkdir(dataDir, { recursive: true });
      unlock = await lockDataDir(dataDir);
    }
    // Loaded only here: a server on PostgreSQL never carries the embedded database's code.
    const { PGlite } = await import('@electric-sql/pglite');
    pglite = new PGlite(dataDir);
    await pglite.waitReady;
  } catch (error) {
    await pglite?.close().catch(() => undefined);
    await unlock();
    throw new Error(
      `Cannot open the embedded database (PGlite) in ${dataDir}: ${messageOf(error)}`,
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
  };
}

/** host:port/database of a connection URL, without user or password. */
function describeServer(databaseUrl: string): string {
  if (!URL.canParse(databaseUrl)) return 'the configured DATABASE_URL (not a valid URL)';
  const url = new URL(databaseUrl);
  const host = url.host || url.searchParams.get('host') || 'localhost';
  return `${host}${url.pathname || '/'}`;
}

function messageOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map(messageOf).join('; ');
  }
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
