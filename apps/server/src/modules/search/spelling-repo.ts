import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/** A word of the search and the to_tsquery text it is looked up by (`трен:*` for a prefix). */
export interface LookedUpWord {
  word: string;
  tsquery: string;
}

/**
 * The words that match no publication at all, whoever may read it: an exact search holding one
 * of them finds nothing. Stop words (an empty query) count as matched: the search ignores them.
 * A word some publication's text holds as it is typed (search_words, by key) matches without
 * asking the text index, which reads a common word's every entry before it answers (5 ms for
 * день at 100,000 posts). search_words keeps the words of a post's earlier texts too (an edit adds
 * words, never takes any away): a word only an earlier text held counts as matched, and gets no
 * spelling help; the search itself still finds nothing for it.
 */
export async function findUnmatchedWords(
  db: Db,
  words: readonly LookedUpWord[],
): Promise<string[]> {
  if (words.length === 0) return [];
  const rows = await queryRows<{ word: string }>(
    db,
    sql`select x.word from (values ${sql.join(
      words.map(
        ({ word, tsquery }) => sql`(${word}::text, to_tsquery('russian'::regconfig, ${tsquery}))`,
      ),
      sql`, `,
    )}) as x(word, query)
      where numnode(x.query) > 0
        and not exists (select 1 from search_words w where w.word = x.word)
        and not exists (select 1 from publications p where p.search_vector @@ x.query)`,
  );
  return rows.map((row) => row.word);
}

/**
 * Known words spelled like each of `words` (pg_trgm's similarity over its threshold, 0.3), most
 * similar first, at most `limit` each: one statement for all the words.
 */
export async function findSimilarWords(
  db: Db,
  words: readonly string[],
  limit: number,
): Promise<Map<string, string[]>> {
  const similar = new Map<string, string[]>(words.map((word) => [word, []]));
  if (words.length === 0) return similar;
  const rows = await queryRows<{ word: string; spelling: string }>(
    db,
    sql`select x.word, s.spelling from (values ${sql.join(
      words.map((word) => sql`(${word}::text)`),
      sql`, `,
    )}) as x(word)
      cross join lateral (select w.word as spelling from search_words w where w.word % x.word
        order by similarity(w.word, x.word) desc, w.word limit ${limit}) s`,
  );
  for (const row of rows) similar.get(row.word)?.push(row.spelling);
  return similar;
}
