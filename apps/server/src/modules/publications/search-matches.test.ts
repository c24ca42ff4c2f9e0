import { FEED_ORDERINGS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import type { Database } from '../../db/client.ts';
import { matchesSearch } from '../../db/full-text-search.ts';
import { allOf } from '../../db/publication-scope.ts';
import { publications, type NewPublication } from '../../db/schema.ts';
import { feedOrder, findBestMatchIds, findIdPage } from './publications-repo.ts';
import { bestMatchIds, countMatchesIn, pageOfMatches, type SearchMatch } from './search-matches.ts';
import { readMatches } from './search-read-repo.ts';

let database: Database;
let matches: SearchMatch<Scope>[];

const TEXT = 'овсянка';
const where = matchesSearch(TEXT);
const SCOPES = { all: sql`true`, unpinned: sql`not ${publications.fix}` };
type Scope = keyof typeof SCOPES;

/**
 * 60 matches whose order keys tie often: six dates (one of them unset, one a microsecond
 * past another), likes and comments from a few values, the title matching in one post of three.
 */
function post(i: number): NewPublication {
  const dates = [
    null,
    new Date('2026-01-05T10:00:00Z'),
    new Date('2026-02-01T08:30:00Z'),
    new Date('2026-02-01T08:30:00Z'),
    new Date('2026-03-10T12:00:00Z'),
    new Date('2026-04-01T00:00:00Z'),
  ];
  return {
    title: i % 3 === 0 ? `Овсянка ${i}` : `Завтрак ${i}`,
    bodyText: i % 3 === 0 ? 'Каша' : 'Овсянка на воде',
    pubStartDate: dates[i % dates.length] ?? null,
    likeCount: i % 4,
    commentsCount: (i * 7) % 3,
    fix: i % 5 === 0,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(publications).values(Array.from({ length: 60 }, (_, i) => post(i)));
  // A date a microsecond past others: what a Date (milliseconds) could not tell.
  await database.db.execute(sql`update publications set pub_start_date = pub_start_date
    + interval '1 microsecond' where title = 'Завтрак 2'`);
  await database.db.insert(publications).values({ title: 'Каша без соли' });
  matches = (await readMatches(database.db, where, TEXT, 100, SCOPES)) ?? [];
});
afterAll(async () => {
  await database?.close();
});

describe('search answers from the matches read once', () => {
  it('counts the matches each scope holds', () => {
    expect(countMatchesIn(matches, 'all')).toBe(60);
    expect(countMatchesIn(matches, 'unpinned')).toBe(48);
  });

  it("pages them in every feed ordering as the database's statement does", async () => {
    for (const ordering of FEED_ORDERINGS) {
      for (const scope of ['all', 'unpinned'] as const) {
        for (const page of [1, 2, 5, 7]) {
          const statement = await findIdPage(
            database.db,
            allOf(where, SCOPES[scope]),
            feedOrder(ordering),
            page,
          );
          expect(pageOfMatches(matches, scope, ordering, page), `${ordering} ${page}`).toEqual(
            statement,
          );
        }
      }
    }
  });

  it("orders the best matches, title matches first, as the database's statement does", async () => {
    for (const scope of ['all', 'unpinned'] as const) {
      for (const limit of [3, 20, 60]) {
        const statement = await findBestMatchIds(database.db, SCOPES[scope], { text: TEXT }, limit);
        expect(statement).toHaveLength(Math.min(limit, countMatchesIn(matches, scope)));
        expect(bestMatchIds(matches, scope, limit), `${scope} ${limit}`).toEqual(statement);
      }
    }
  });

  it('leaves out a title match of a text whose excluded word the rest of the post holds', async () => {
    const posts = await database.db
      .insert(publications)
      .values([
        { title: 'Гречка с утра', bodyText: 'Соль по вкусу' },
        { title: 'Гречка на ужин', bodyText: 'Без масла' },
        { title: 'Ужин', bodyText: 'Гречка с овощами' },
      ])
      .returning({ id: publications.id });
    const [salted, plain, inBody] = posts.map((post) => post.id);
    for (const read of ['index', 'walk'] as const) {
      const ids = await findBestMatchIds(
        database.db,
        sql`true`,
        { text: 'гречка -соль', read },
        10,
      );
      expect(ids, read).toEqual([plain, inBody]);
      expect(ids, read).not.toContain(salted);
    }
  });
});
