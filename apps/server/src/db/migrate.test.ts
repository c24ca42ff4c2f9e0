import { newPglite } from './pglite-instance.ts';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminQuery, databaseUrl } from '../../test/support/postgres-admin.ts';
import '../../test/support/provided-context.ts';
import { testDatabaseKind } from '../../test/support/test-database.ts';
import { openDatabase, type Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { queryRows } from './query-rows.ts';
import * as schema from './schema.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * An empty, never migrated database on the engine of the project; each call of the answer opens
 * a connection to it (PGlite: one instance, as it has one connection anyway).
 */
async function freshDatabase(): Promise<() => Promise<Database>> {
  if (testDatabaseKind() === 'pglite') {
    const pglite = newPglite();
    return async () => {
      const database = await openDatabase({ pglite });
      cleanups.push(() => database.close());
      return database;
    };
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `fresh_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  cleanups.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return async () => {
    const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
    cleanups.push(() => database.close());
    return database;
  };
}

const schemaTables = Object.values<unknown>(schema)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

async function publicTables(database: Database): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    database.db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

async function appliedCount(database: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return row?.count ?? 0;
}

describe('migrateDatabase', () => {
  it('creates every table of the schema on a fresh database; a second run changes nothing', async () => {
    const open = await freshDatabase();
    const database = await open();
    await migrateDatabase(database);
    expect(await publicTables(database)).toEqual(schemaTables);
    const applied = await appliedCount(database);
    expect(applied).toBeGreaterThan(0);

    await migrateDatabase(database);
    expect(await appliedCount(database)).toBe(applied);
  });

  it('applies each migration once when servers start together', async () => {
    const open = await freshDatabase();
    const servers = await Promise.all([open(), open(), open()]);
    await Promise.all(servers.map((database) => migrateDatabase(database)));
    const [first] = servers;
    if (!first) throw new Error('no database');
    expect(await publicTables(first)).toEqual(schemaTables);
    const [journal] = await queryRows<{ total: number; distinct_hashes: number }>(
      first.db,
      sql`select count(*)::int as total, count(distinct hash)::int as distinct_hashes
          from drizzle.__drizzle_migrations`,
    );
    expect(journal?.total).toBe(journal?.distinct_hashes);
  });
});
