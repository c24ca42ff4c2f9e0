import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { matchesSearch, matchesSearchInTitle } from '../../db/full-text-search.ts';
import { queryRows } from '../../db/query-rows.ts';
import { publications } from '../../db/schema.ts';
import type { SearchMatch } from './search-matches.ts';

/**
 * How a search for `text` reads its matches best, for statements that need at most `wanted` of
 * them in date order (the capped counts: SEARCH_COUNT_LIMIT + 1). A word in many posts is met
 * within the newest rows of a date-ordered walk, while the text index hands over every match
 * before the first can be used (тренировка, in half of 100,000 posts: 47,000 entries, 40 ms, for
 * a count that stops at 501). Walking reads about wanted × posts ÷ matches rows and the index
 * about `matches` entries: it walks once matches² ≥ wanted × posts. The planner's estimate of
 * the matches (from its statistics of the vector's lexemes, prefixes summed) is the measure.
 */
export async function chooseSearchRead(
  db: Db,
  text: string,
  wanted: number,
): Promise<'index' | 'walk'> {
  if (text === '') return 'index';
  const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    db,
    sql`explain (format json) select 1 from ${publications} where ${matchesSearch(text)}`,
  );
  const [table] = await queryRows<{ posts: number }>(
    db,
    sql`select greatest(reltuples, 0)::float8 as posts from pg_class
      where oid = 'publications'::regclass`,
  );
  const matches = plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  const posts = table?.posts ?? 0;
  // Never analysed (reltuples -1): the estimate is a default share of the table's size, which
  // would walk a large table for any word.
  if (posts <= 0) return 'index';
  return matches >= wanted && matches * matches >= wanted * posts ? 'walk' : 'index';
}

/**
 * The posts `where` lets through (it holds the index match of `text`), each with whether its
 * title matches, its order keys and which of `scopes` hold it, when there are at most `most`;
 * undefined when there are more. A search reads a rare word's matches from the text index once
 * this way, and answers its page, counts and blocks from them (`search-matches.ts`) instead of
 * reading the same posting lists again in a statement each (eight reads, 200 ms for two words).
 */
export async function readMatches<K extends string>(
  db: Db,
  where: SQL,
  text: string,
  most: number,
  scopes: Readonly<Record<K, SQL>>,
): Promise<SearchMatch<K>[] | undefined> {
  const keys = Object.keys(scopes) as K[];
  const columns = [
    sql`${publications.id} as id`,
    sql`${matchesSearchInTitle(text)} as in_title`,
    sql`(extract(epoch from ${publications.pubStartDate}) * 1000000)::float8 as date`,
    sql`${publications.likeCount} as like_count`,
    sql`${publications.commentsCount} as comments_count`,
    ...keys.map((key, index) => sql`(${scopes[key]}) as ${sql.raw(`s${index}`)}`),
  ];
  const rows = await queryRows<MatchRow>(
    db,
    sql`select ${sql.join(columns, sql`, `)} from ${publications}
      where ${where} limit ${most + 1}`,
  );
  if (rows.length > most) return undefined;
  return rows.map((row) => ({
    id: row.id,
    inTitle: row.in_title,
    date: row.date,
    likeCount: row.like_count,
    commentsCount: row.comments_count,
    within: Object.fromEntries(
      keys.map((key, index) => [key, row[`s${index}`] === true]),
    ) as Record<K, boolean>,
  }));
}

type MatchRow = {
  id: number;
  in_title: boolean;
  date: number | null;
  like_count: number;
  comments_count: number;
} & Record<string, unknown>;
