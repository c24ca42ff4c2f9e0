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
  if (terms.kind === 'webSearch') return webSearchQuery(terms.text);
  return sql`to_tsquery('russian'::regconfig, ${tsqueryTextOf(terms.words, terms.lastIsPrefix)})`;
}

function webSearchQuery(text: string): SQL {
  return sql`websearch_to_tsquery('russian'::regconfig, translate(${text}, 'Ёё', 'Ее'))`;
}

/**
 * How a search reads its matches: from the text index ('index'), or by testing the rows of
 * another order it walks anyway, the newest first ('walk'; `chooseSearchRead`).
 */
export type SearchRead = 'index' | 'walk';

/** The searched vector: as is, or in a form the text index cannot answer, so it is not used. */
function searchVector(read: 'index' | 'walk'): SQL {
  return read === 'index'
    ? sql`${publications.searchVector}`
    : sql`coalesce(${publications.searchVector}, ''::tsvector)`;
}

/** Condition: the publication's title, preview text or body matches `text`. */
export function matchesSearch(text: string, read: SearchRead = 'index'): SQL {
  return sql`${searchVector(read)} @@ ${searchQuery(text)}`;
}

/**
 * Condition: the title alone matches `text`, asked of the title's own vector: its statistics
 * tell the planner how many titles match, so it reads the title index for a word that is rare in
 * titles and walks the date order for a common one, whichever way the rest of the search reads.
 */
export function matchesSearchInTitle(text: string): SQL {
  return sql`${publications.titleVector} @@ ${searchQuery(text)}`;
}

/**
 * Whether every title match of `text` also matches the whole post: true of plain words, not of
 * web-search syntax, which may exclude a word (`-соль`) that only the rest of the post holds.
 */
export function titleMatchImpliesMatch(text: string): boolean {
  return searchTermsOf(text).kind === 'words';
}
