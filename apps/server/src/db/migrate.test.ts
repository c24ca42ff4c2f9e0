import { newPglite } from './pglite-instance.ts';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminQuery, databaseUrl } from '../../test/support/postgres-admin.ts';
import '../../test/support/provided-context.ts';
import { testDatabaseKind } from '../../test/support/test-database.ts';
import { openDatabase, type Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { bellLit } from './notice-bell.ts';
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

/** A copy of the migrations folder holding only the migrations before `tag`; removed after the test. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cleanups.push(() => Promise.resolve(rmSync(folder, { recursive: true, force: true })));
  cpSync(fileURLToPath(new URL('../../drizzle', import.meta.url)), folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, end) }),
  );
  return folder;
}

describe('migration 0017 (the bell read from the notices)', () => {
  it("keeps each user's bell as the users column had it", async () => {
    const database = await (await freshDatabase())();
    await migrateDatabase(database, migrationsBefore('0017_bell_without_user_writes'));
    // lit / dark: the old flag; with / without: whether the user has notices.
    await database.db.execute(sql`
      insert into users (id, first_name, last_name, not_read_notice) overriding system value
        values (1, 'lit', 'with', true), (2, 'dark', 'with', false),
               (3, 'lit', 'without', true), (4, 'dark', 'without', false)`);
    await database.db.execute(sql`insert into notices (receiver_id, notice_type)
      values (1, 'np'), (1, 'np'), (2, 'np'), (2, 'np')`);
    await migrateDatabase(database);

    const bells = async () =>
      queryRows<{ id: number; lit: boolean }>(
        database.db,
        sql`select id, ${bellLit} as lit from users order by id`,
      );
    expect(await bells()).toEqual([
      { id: 1, lit: true },
      { id: 2, lit: false },
      // A flag with no notice behind it: nothing to show.
      { id: 3, lit: false },
      { id: 4, lit: false },
    ]);
    await database.db.execute(
      sql`insert into notices (receiver_id, notice_type) values (2, 'rtc')`,
    );
    expect((await bells()).find((bell) => bell.id === 2)?.lit).toBe(true);
  });
});

describe('migration 0022 (the flows in the publication row)', () => {
  it("writes each publication's flows into flow_ids, ascending", async () => {
    const database = await (await freshDatabase())();
    await migrateDatabase(database, migrationsBefore('0022_publication_flow_ids'));
    await database.db.execute(sql`
      insert into flows (id, name) overriding system value values (1, 'a'), (2, 'b'), (3, 'c')`);
    await database.db.execute(sql`
      insert into publications (id, title) overriding system value
        values (1, 'two flows'), (2, 'one flow'), (3, 'everyone')`);
    await database.db.execute(sql`
      insert into publication_flows (publication_id, flow_id) values (1, 3), (1, 1), (2, 2)`);
    await migrateDatabase(database);

    const rows = await queryRows<{ id: number; for_all_flows: boolean; flow_ids: number[] }>(
      database.db,
      sql`select id, for_all_flows, flow_ids from publications order by id`,
    );
    expect(rows).toEqual([
      { id: 1, for_all_flows: false, flow_ids: [1, 3] },
      { id: 2, for_all_flows: false, flow_ids: [2] },
      { id: 3, for_all_flows: true, flow_ids: [] },
    ]);
  });
});
