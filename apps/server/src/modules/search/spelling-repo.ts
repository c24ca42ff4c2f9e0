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
        and not exists (select 1 from publications p where p.search_vector @@ x.query)`,
  );
  return rows.map((row) => row.word);
}

/**
 * Known words spelled like `word` (pg_trgm's similarity over its threshold, 0.3), most similar
 * first, at most `limit`.
 */
export async function findSimilarWords(db: Db, word: string, limit: number): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(
    db,
    sql`select word from search_words where word % ${word}
      order by similarity(word, ${word}) desc, word limit ${limit}`,
  );
  return rows.map((row) => row.word);
}
