import { LIST_PAGE_SIZE, type FeedOrdering } from '@app/contract';
import { pageOffset } from './pagination.ts';
import type { IdPage } from './publications-repo.ts';

/**
 * One match of a search read once (`readMatches`), with what its answer orders and filters the
 * matches by: a search with up to a few thousand matches answers its page, counts and blocks
 * from them instead of a statement each.
 */
export interface SearchMatch<K extends string> {
  id: number;
  /** The title alone matches (the first tier of `bestMatchIds`). */
  inTitle: boolean;
  /** pub_start_date in microseconds since the epoch (exact in a double); null when unset. */
  date: number | null;
  likeCount: number;
  commentsCount: number;
  /** Which of the scopes read the post is in. */
  within: Record<K, boolean>;
}

type Match = SearchMatch<string>;
type Order = (a: Match, b: Match) => number;

/** PostgreSQL's `desc` of a nullable column: nulls first. */
function descending(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return b - a;
}

/** PostgreSQL's `asc` of a nullable column: nulls last. */
function ascending(a: number | null, b: number | null): number {
  return -descending(a, b);
}

const newestFirst: Order = (a, b) => descending(a.date, b.date) || b.id - a.id;

/** The order of `feedOrder` (publications-repo.ts), for matches in memory. */
function feedMatchOrder(ordering: FeedOrdering): Order {
  switch (ordering) {
    case 'pub_start_date':
      return (a, b) => ascending(a.date, b.date) || a.id - b.id;
    case '-like_count':
      return (a, b) => b.likeCount - a.likeCount || newestFirst(a, b);
    case '-comments_count':
      return (a, b) => b.commentsCount - a.commentsCount || newestFirst(a, b);
    default:
      return newestFirst;
  }
}

/** How many of the matches `scope` holds. */
export function countMatchesIn<K extends string>(matches: readonly SearchMatch<K>[], scope: K) {
  return matches.reduce((count, match) => (match.within[scope] ? count + 1 : count), 0);
}

/** A page of the matches `scope` holds in the feed's `ordering`, as `findIdPage` reads it. */
export function pageOfMatches<K extends string>(
  matches: readonly SearchMatch<K>[],
  scope: K,
  ordering: FeedOrdering,
  page: number,
): IdPage {
  const offset = pageOffset(page);
  const ordered = matches.filter((match) => match.within[scope]).sort(feedMatchOrder(ordering));
  return {
    ids: ordered.slice(offset, offset + LIST_PAGE_SIZE).map((match) => match.id),
    hasNext: ordered.length > offset + LIST_PAGE_SIZE,
  };
}

/**
 * The best `limit` matches `scope` holds, as `findBestMatchIds` orders them: title matches
 * first, then the others, each newest first.
 */
export function bestMatchIds<K extends string>(
  matches: readonly SearchMatch<K>[],
  scope: K,
  limit: number,
): number[] {
  return matches
    .filter((match) => match.within[scope])
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || newestFirst(a, b))
    .slice(0, limit)
    .map((match) => match.id);
}
