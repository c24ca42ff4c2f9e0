import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import type { Database } from '../../db/client.ts';
import { matchesSearch } from '../../db/full-text-search.ts';
import { queryRows } from '../../db/query-rows.ts';
import { chooseSearchRead, readMatchIds } from './search-read-repo.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  // Statistics only from the test's own ANALYZE (PGlite has no autovacuum anyway).
  await database.db.execute(sql`alter table publications set (autovacuum_enabled = false)`);
});
afterAll(async () => {
  await database?.close();
});

describe('chooseSearchRead: the text index or a walk of the newest rows', () => {
  it('reads from the index while the table has no statistics', async () => {
    await database.db.execute(sql`insert into publications (title)
      select 'Тренировка ' || g from generate_series(1, 1200) g`);
    expect(await chooseSearchRead(database.db, 'тренировка', 501)).toBe('index');
    // Whatever the planner guesses without statistics, even one wanted match.
    expect(await chooseSearchRead(database.db, 'тренировка', 1)).toBe('index');
  });

  it('walks for a word in most posts, reads the index for a rare one', async () => {
    await database.db.execute(sql`insert into publications (title, body_text)
      select 'Завтрак ' || g, 'Брокколи на пару' from generate_series(1, 40) g`);
    await database.db.execute(sql`analyze publications`);
    // 1,200 of 1,240 posts: wanted 501 × 1,240 posts ≤ 1,200².
    expect(await chooseSearchRead(database.db, 'тренировки', 501)).toBe('walk');
    expect(await chooseSearchRead(database.db, 'трен', 501)).toBe('walk');
    // 40 posts: fewer than wanted.
    expect(await chooseSearchRead(database.db, 'брокколи', 501)).toBe('index');
    expect(await chooseSearchRead(database.db, 'тренировка брокколи', 501)).toBe('index');
    // More wanted than the word's 1,200 posts: the walk would read them all.
    expect(await chooseSearchRead(database.db, 'тренировка', 5_000)).toBe('index');
    expect(await chooseSearchRead(database.db, '', 501)).toBe('index');
  });
});

describe('readMatchIds: the matches of a search read once', () => {
  it('gives every match, those whose title matches and the counts per scope, or nothing past the most', async () => {
    const [brunch] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into publications (title, body_text) values ('Брокколи на обед', 'Салат')
        returning id`,
    );
    const bodies = await queryRows<{ id: number }>(
      database.db,
      sql`select id from publications where body_text = 'Брокколи на пару' order by id`,
    );
    const where = matchesSearch('брокколи');
    const scopes = {
      salads: sql`body_text = 'Салат'`,
      steamed: sql`body_text = 'Брокколи на пару'`,
      any: sql`true`,
      none: sql`false`,
    };
    const read = await readMatchIds(database.db, where, 'брокколи', 41, scopes);
    expect(read?.ids.inTitle).toEqual([brunch?.id]);
    expect([...(read?.ids.all ?? [])].sort((a, b) => a - b)).toEqual(
      [...bodies.map((row) => row.id), brunch?.id].sort((a = 0, b = 0) => a - b),
    );
    // Only the matches are counted: not the other 1,200 posts, whatever their scope.
    expect(read?.counts).toEqual({ salads: 1, steamed: 40, any: 41, none: 0 });
    expect(await readMatchIds(database.db, where, 'брокколи', 40, scopes)).toBeUndefined();
  });
});
