/** What `/listwiki/:wiki_pages` shows for its parameter. */
export type WikiRouteTarget =
  { kind: 'categories' } | { kind: 'page'; wikiPageId: number } | { kind: 'notFound' };

/** The largest id PostgreSQL's integer column holds. */
const MAX_ID = 2_147_483_647;

/**
 * Reads the `:wiki_pages` parameter: `wiki_pages` followed by anything (`wiki_pages`,
 * `wiki_pages_1`, spec 02 §2) is the category list, a positive integer is that wiki page, and
 * everything else is not found.
 */
export function parseWikiRouteParam(value: string | undefined): WikiRouteTarget {
  if (value === undefined) return { kind: 'notFound' };
  if (value.startsWith('wiki_pages')) return { kind: 'categories' };
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return { kind: 'notFound' };
  const wikiPageId = Number(value);
  return wikiPageId <= MAX_ID ? { kind: 'page', wikiPageId } : { kind: 'notFound' };
}

/** Path of a wiki page's publications. */
export function wikiPagePath(wikiPageId: number): string {
  return `/listwiki/${wikiPageId}`;
}
