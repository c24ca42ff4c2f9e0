import { sql, type SQL } from 'drizzle-orm';
import { publications } from './schema.ts';

/**
 * The text-search query of what a user typed: web-search syntax (words, "phrases", -excluded,
 * or), stemmed with the 'russian' configuration (English words with the English stemmer), ё read
 * as е like the indexed text. Any input is valid: nothing the user types raises a syntax error.
 */
export function searchQuery(text: string): SQL {
  return sql`websearch_to_tsquery('russian'::regconfig, translate(${text}, 'Ёё', 'Ее'))`;
}

/** Condition: the publication's title, preview text or body matches `text` (uses the GIN index). */
export function matchesSearch(text: string): SQL {
  return sql`${publications.searchVector} @@ ${searchQuery(text)}`;
}

/** Relevance of a publication to `text` (title weighs most), for ordering search results. */
export function searchRank(text: string): SQL<number> {
  return sql<number>`ts_rank(${publications.searchVector}, ${searchQuery(text)})`;
}
