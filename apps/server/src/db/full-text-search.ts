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
 * Condition: the title alone matches `text` (the title's words weigh 'A' in the vector). Plain
 * words ask for weight A in the query itself, so the planner estimates it from the words'
 * statistics like any search; web-search syntax (phrases) filters the vector to its title part.
 */
export function matchesSearchInTitle(text: string, read: SearchRead = 'index'): SQL {
  const terms = searchTermsOf(text);
  if (terms.kind === 'webSearch') {
    return sql`ts_filter(${publications.searchVector}, '{a}') @@ ${webSearchQuery(terms.text)}`;
  }
  const titleQuery = tsqueryTextOf(terms.words, terms.lastIsPrefix, 'A');
  return sql`${searchVector(read)} @@ to_tsquery('russian'::regconfig, ${titleQuery})`;
}
