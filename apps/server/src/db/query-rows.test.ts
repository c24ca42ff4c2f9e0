import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../../test/support/test-database.ts';
import type { Database, Db } from './client.ts';
import { matchesSearch } from './full-text-search.ts';
import { queryRows, queryShapedRows } from './query-rows.ts';
import { publications } from './schema.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(publications).values([
    { title: 'Тренировка дня', status: 'published' },
    { title: 'Сон и восстановление', status: 'published' },
  ]);
});
afterAll(async () => {
  await database?.close();
});

const publishedIds = (db: Db, condition = sql`true`) =>
  queryShapedRows<{ id: number }>(
    db,
    sql`select ${publications.id} as id from ${publications}
      where ${and(eq(publications.status, 'published'), condition)} order by ${publications.id}`,
  );

/** The shapes `run` left prepared on its connection (one transaction's). */
async function shapesPreparedBy(run: (db: Db) => Promise<unknown>): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    const names = async () => {
      const rows = await queryRows<{ name: string }>(
        tx,
        sql`select name from pg_prepared_statements`,
      );
      return rows.map((row) => row.name).filter((name) => name.startsWith('shape_'));
    };
    const before = new Set(await names());
    await run(tx);
    return (await names()).filter((name) => !before.has(name));
  });
}

/**
 * A condition true of every row whose text no other test issues: the pool's connection may
 * have prepared the other tests' shapes already.
 */
const ownShape = (test: string) => sql`${publications.title} <> ${sql.raw(`'${test}'`)}`;

describe('queryShapedRows', () => {
  it('answers the rows of a plain shape and of a search alike', async () => {
    const all = await publishedIds(database.db);
    expect(all).toHaveLength(2);
    const [training] = all;
    expect(await publishedIds(database.db, matchesSearch('тренировка'))).toEqual([training]);
  });

  describe.runIf(testDatabaseKind() === 'postgres')('on PostgreSQL', () => {
    it('prepares a plain shape once per connection, named after its text', async () => {
      const plain = (db: Db) => publishedIds(db, ownShape('plain'));
      expect(await shapesPreparedBy(plain)).toHaveLength(1);
      expect(await shapesPreparedBy(plain)).toEqual([]);
    });

    it('plans a text search on every call', async () => {
      const search = (db: Db) => publishedIds(db, and(ownShape('text'), matchesSearch('сон')));
      expect(await shapesPreparedBy(search)).toEqual([]);
    });
  });
});
