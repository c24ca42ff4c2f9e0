import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/test-database.ts';
import type { Database } from './client.ts';
import { matchesSearch, matchesSearchInTitle, type SearchRead } from './full-text-search.ts';
import { queryRows } from './query-rows.ts';
import { publications, type NewPublication } from './schema.ts';

let database: Database;
const ids: Record<string, number> = {};

const POSTS: Record<string, NewPublication> = {
  training: { title: 'Тренировка дня', previewText: 'Круговая на всё тело' },
  workout: { title: 'For beginners', previewText: 'A home workout without equipment' },
  spruce: { title: 'Праздники', bodyText: 'Наряжаем ёлку и не переедаем за столом' },
  spruceE: { title: 'Зимний лес', bodyText: 'Под елкой снег' },
  sleep: { title: 'Сон и восстановление', bodyText: 'Тренировка начинается со сна' },
};

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await database.db
    .insert(publications)
    .values(Object.values(POSTS))
    .returning({ id: publications.id, title: publications.title });
  for (const [key, post] of Object.entries(POSTS)) {
    ids[key] = rows.find((row) => row.title === post.title)?.id ?? -1;
  }
});
afterAll(async () => {
  await database?.close();
});

async function found(text: string, read: SearchRead = 'index'): Promise<string[]> {
  const rows = await database.db
    .select({ id: publications.id })
    .from(publications)
    .where(and(inArray(publications.id, Object.values(ids)), matchesSearch(text, read)))
    .orderBy(desc(matchesSearchInTitle(text)), publications.id);
  return rows.map((row) => Object.keys(ids).find((key) => ids[key] === row.id) ?? '?');
}

describe('full-text search on publications.search_vector', () => {
  it('finds Russian words in other forms', async () => {
    expect(await found('тренировки')).toEqual(['training', 'sleep']);
  });

  it('finds English words in other forms', async () => {
    expect(await found('workouts')).toEqual(['workout']);
  });

  it('reads ё as е both ways', async () => {
    expect(await found('елка')).toEqual(expect.arrayContaining(['spruce', 'spruceE']));
    expect(await found('ёлки')).toEqual(expect.arrayContaining(['spruce', 'spruceE']));
  });

  it('tells a title match from a match elsewhere', async () => {
    const inTitle = async (text: string) => {
      const rows = await database.db
        .select({ id: publications.id })
        .from(publications)
        .where(and(inArray(publications.id, Object.values(ids)), matchesSearchInTitle(text)));
      return rows.map((row) => Object.keys(ids).find((key) => ids[key] === row.id));
    };
    expect(await inTitle('тренировки')).toEqual(['training']);
    expect(await inTitle('трен')).toEqual(['training']);
    expect(await inTitle('сон восстановление')).toEqual(['sleep']);
    expect(await inTitle('сон тренировка')).toEqual([]);
    expect(await inTitle('"тренировка дня"')).toEqual(['training']);
    expect(await inTitle('"тренировка начинается"')).toEqual([]);
    const [first] = await found('тренировка');
    expect(first).toBe('training');
  });

  it('accepts any input without a syntax error', async () => {
    expect(await found('тренировка & | !( "')).toContain('training');
    expect(await found('')).toEqual([]);
  });

  it('keeps the vector current when the text changes', async () => {
    const id = ids.sleep ?? -1;
    await database.db
      .update(publications)
      .set({ bodyText: 'Медитация перед сном' })
      .where(eq(publications.id, id));
    expect(await found('тренировка')).toEqual(['training']);
  });

  it('can use the GIN index', async () => {
    expect(await planOf(matchesSearch('тренировка'))).toContain('publications_search_idx');
  });

  it('finds the same posts in the same order when it walks the rows instead', async () => {
    for (const text of ['тренировки', 'трен', 'сон восстановление', '"тренировка дня"', 'ёлки']) {
      expect(await found(text, 'walk'), text).toEqual(await found(text, 'index'));
    }
    expect(await found('workouts', 'walk')).toEqual(['workout']);
  });

  it('leaves the text index alone when it walks', async () => {
    expect(await planOf(matchesSearch('тренировка', 'walk'))).not.toContain(
      'publications_search_idx',
    );
  });

  it("can read a title match from the title's own index", async () => {
    expect(await planOf(matchesSearchInTitle('тренировка'))).toContain(
      'publications_title_search_idx',
    );
  });
});

describe('how many posts the planner expects a walk to match', () => {
  beforeAll(async () => {
    const many = (count: number, title: (i: number) => string): NewPublication[] =>
      Array.from({ length: count }, (_, i) => ({ title: title(i) }));
    await database.db.insert(publications).values([
      ...many(300, (i) => `Утренняя тренировка ${i}`),
      ...many(100, (i) => `Прогулка ${i}`),
      ...many(300, (i) => `Заметка ${i}`).map((post) => ({
        ...post,
        bodyText: 'Коробка с резинками и ковриком',
      })),
      ...many(2, (i) => `Корзина продуктов ${i}`),
    ]);
    await database.db.execute(sql`analyze publications`);
  });

  // Without statistics of the walked expression the planner took 0.5 % of the rows for any word,
  // and read a whole group instead of walking its date order (migration 0014).
  it('is the one it makes for the text index: the expression keeps the lexeme statistics', async () => {
    const indexed = await estimatedRows(matchesSearch('тренировка', 'index'));
    const walked = await estimatedRows(matchesSearch('тренировка', 'walk'));
    expect(indexed).toBeGreaterThan(250);
    expect(walked).toBeGreaterThan(indexed * 0.8);
    expect(walked).toBeLessThan(indexed * 1.2);
  });

  // Asked of search_vector as weight A, a title match was estimated from the word anywhere: a
  // prefix in most posts' text and a few titles was walked for through every post (migration 0020).
  it("counts a title match by the titles' statistics, not the whole text's", async () => {
    expect(await estimatedRows(matchesSearch('кор'))).toBeGreaterThan(250);
    expect(await estimatedRows(matchesSearchInTitle('кор'))).toBeLessThan(30);
  });
});

async function estimatedRows(condition: SQL): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    database.db,
    sql`explain (format json) select id from publications where ${condition}`,
  );
  return row?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
}

/** The plan of a select of the publications matching `condition`, sequential scans discouraged. */
async function planOf(condition: SQL): Promise<string> {
  const plan = await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return queryRows<{ 'QUERY PLAN': string }>(
      tx,
      sql`explain select id from publications where ${condition}`,
    );
  });
  return plan.map((row) => row['QUERY PLAN']).join('\n');
}
