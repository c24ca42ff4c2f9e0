import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import type { Database } from '../../db/client.ts';
import { matchesSearch } from '../../db/full-text-search.ts';
import { queryRows } from '../../db/query-rows.ts';
import { chooseSearchRead, readMatches } from './search-read-repo.ts';

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

describe('readMatches: the matches of a search read once', () => {
  it('gives every match with its title match, order keys and scopes, or nothing past the most', async () => {
    const [brunch] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into publications (title, body_text, pub_start_date, like_count, comments_count)
        values ('Брокколи на обед', 'Салат', '2026-03-01 10:00:00.123456+00', 7, 3)
        returning id`,
    );
    const bodies = await queryRows<{ id: number }>(
      database.db,
      sql`select id from publications where body_text = 'Брокколи на пару' order by id`,
    );
    const scopes = { salads: sql`body_text = 'Салат'`, none: sql`false` };
    const read = await readMatches(database.db, matchesSearch('брокколи'), 'брокколи', 41, scopes);
    // Only the matches: not the other 1,200 posts.
    expect(read?.map((match) => match.id).sort((a, b) => a - b)).toEqual(
      [...bodies.map((row) => row.id), brunch?.id].sort((a = 0, b = 0) => a - b),
    );
    expect(read?.find((match) => match.id === brunch?.id)).toEqual({
      id: brunch?.id,
      inTitle: true,
      // Microseconds, which a Date would lose.
      date: Date.UTC(2026, 2, 1, 10) * 1000 + 123_456,
      likeCount: 7,
      commentsCount: 3,
      within: { salads: true, none: false },
    });
    const steamed = read?.filter((match) => match.id !== brunch?.id) ?? [];
    expect(steamed.every((match) => !match.inTitle && !match.within.salads)).toBe(true);
    expect(steamed.every((match) => match.date === null)).toBe(true);
    const fewer = await readMatches(database.db, matchesSearch('брокколи'), 'брокколи', 40, scopes);
    expect(fewer).toBeUndefined();
  });
});
