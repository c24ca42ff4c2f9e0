import { sql, type SQL } from 'drizzle-orm';
import { publications } from './schema.ts';
import { searchTermsOf, tsqueryTextOf } from './search-terms.ts';

/**
 * The text-search query of what a user typed, stemmed with the 'russian' configuration (English
 * words with the English stemmer), ё read as е like the indexed text. Plain words are all
 * required and the last one is also a prefix (`трен` finds тренировка); text with web-search
 * syntax ("phrases", -excluded, or) is read as such. Nothing the user types raises an error.
 */
export function searchQuery(text: string): SQL {
  const terms = searchTermsOf(text);
  if (terms.kind === 'webSearch') {
    return sql`websearch_to_tsquery('russian'::regconfig, translate(${terms.text}, 'Ёё', 'Ее'))`;
  }
  return sql`to_tsquery('russian'::regconfig, ${tsqueryTextOf(terms.words, terms.lastIsPrefix)})`;
}

/** Condition: the publication's title, preview text or body matches `text` (uses the GIN index). */
export function matchesSearch(text: string): SQL {
  return sql`${publications.searchVector} @@ ${searchQuery(text)}`;
}

/** Relevance of a publication to `text` (title weighs most), for ordering search results. */
export function searchRank(text: string): SQL<number> {
  return sql<number>`ts_rank(${publications.searchVector}, ${searchQuery(text)})`;
}
