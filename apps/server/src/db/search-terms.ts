/** Shortest last word searched as a prefix (`трен` finds тренировка and тренер). */
export const PREFIX_MIN_LENGTH = 3;

/** Most words of a query searched; the rest are dropped (a pasted paragraph stays cheap). */
const MAX_WORDS = 8;

/** Quotes, `-word` or ` or `: web-search syntax, searched as written (no prefix, no spelling help). */
const WEB_SEARCH_SYNTAX = /"|(^|\s)-\S|\sor\s/i;

/**
 * What the user typed, read as a search: either plain `words` (lowercase, ё as е, letters and
 * digits only, the last one also a prefix when long enough), or `webSearch` text with its syntax.
 */
export type SearchTerms =
  { kind: 'words'; words: string[]; lastIsPrefix: boolean } | { kind: 'webSearch'; text: string };

export function searchTermsOf(text: string): SearchTerms {
  if (WEB_SEARCH_SYNTAX.test(text)) return { kind: 'webSearch', text };
  const words = wordsOf(text).slice(0, MAX_WORDS);
  const last = words.at(-1) ?? '';
  return { kind: 'words', words, lastIsPrefix: [...last].length >= PREFIX_MIN_LENGTH };
}

/** The words of a text as the search compares them: lowercase, ё as е, letters and digits. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * The to_tsquery text of plain words: every word required, the last also as a prefix. Safe to
 * hand to to_tsquery: the words hold no operator characters.
 */
export function tsqueryTextOf(words: readonly string[], lastIsPrefix: boolean): string {
  return words
    .map((word, index) => (lastIsPrefix && index === words.length - 1 ? `${word}:*` : word))
    .join(' & ');
}
