import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createTestDatabase, testDatabaseKind } from './test-database.ts';

async function rowsOf(database: Database, query: ReturnType<typeof sql>): Promise<unknown[]> {
  // Both drivers answer raw queries with `{ rows }`; the driver-neutral Db type cannot say so.
  const result = (await database.db.execute(query)) as { rows: unknown[] };
  return result.rows;
}

describe('createTestDatabase', () => {
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });

  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('runs on the engine the project names', async () => {
    const [row] = await rowsOf(first, sql`select version() as version`);
    const version = String((row as { version: string }).version);
    expect(first.kind).toBe(testDatabaseKind());
    expect(version.includes('PGlite')).toBe(testDatabaseKind() === 'pglite');
  });

  it('is migrated and empty', async () => {
    const tables = await rowsOf(
      first,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    expect(await rowsOf(first, sql`select 1 from users`)).toEqual([]);
  });

  it('is private to its caller', async () => {
    await first.db.execute(sql`create table harness_probe (id integer)`);
    const seen = await rowsOf(
      second,
      sql`select 1 from pg_tables where tablename = 'harness_probe'`,
    );
    expect(seen).toEqual([]);
  });
});
