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

/** A search's matches read once before (`readMatchIds`): their ids, and those whose title matches. */
export interface MatchIds {
  all: readonly number[];
  inTitle: readonly number[];
}

/**
 * How a search reads its matches: from the text index ('index'), by testing the rows of another
 * order it walks anyway, the newest first ('walk'; `chooseSearchRead`), or from the ids of the
 * matches read once before (`MatchIds`), so that each statement of the search does not read
 * the text index again.
 */
export type SearchRead = 'index' | 'walk' | MatchIds;

/** The searched vector: as is, or in a form the text index cannot answer, so it is not used. */
function searchVector(read: 'index' | 'walk'): SQL {
  return read === 'index'
    ? sql`${publications.searchVector}`
    : sql`coalesce(${publications.searchVector}, ''::tsvector)`;
}

function isAmong(ids: readonly number[]): SQL {
  return sql`${publications.id} = any(${sql.param([...ids])}::integer[])`;
}

/** How `isAmong` reads once compiled: `"publications"."id" = any($3::integer[])`. */
const AMONG_MATCH_IDS = /"id" = any\(\$\d+::integer\[\]\)/;

/**
 * Whether a compiled statement searches: it tests a text query, or it reads a search's matches
 * by their ids (`MatchIds`, up to thousands).
 */
export function isSearchStatement(compiledSql: string): boolean {
  return compiledSql.includes('to_tsquery(') || AMONG_MATCH_IDS.test(compiledSql);
}

/** Condition: the publication's title, preview text or body matches `text`. */
export function matchesSearch(text: string, read: SearchRead = 'index'): SQL {
  if (typeof read === 'object') return isAmong(read.all);
  return sql`${searchVector(read)} @@ ${searchQuery(text)}`;
}

/**
 * Condition: the title alone matches `text` (the title's words weigh 'A' in the vector). Plain
 * words ask for weight A in the query itself, so the planner estimates it from the words'
 * statistics like any search; web-search syntax (phrases) filters the vector to its title part.
 */
export function matchesSearchInTitle(text: string, read: SearchRead = 'index'): SQL {
  if (typeof read === 'object') return isAmong(read.inTitle);
  const terms = searchTermsOf(text);
  if (terms.kind === 'webSearch') {
    return sql`ts_filter(${publications.searchVector}, '{a}') @@ ${webSearchQuery(terms.text)}`;
  }
  const titleQuery = tsqueryTextOf(terms.words, terms.lastIsPrefix, 'A');
  return sql`${searchVector(read)} @@ to_tsquery('russian'::regconfig, ${titleQuery})`;
}
