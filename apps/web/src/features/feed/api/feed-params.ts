import type { FeedOrdering } from '@app/contract';

/** What the feed shows: everything that, when changed, starts the list afresh from page 1. */
export interface FeedParams {
  /** The tab's group slug (`feed_group`; also `ordering_group` of search blocks). */
  feedGroup: string;
  /** Chosen tag slugs. */
  tags: string[];
  /** Staff's flow filter (ids); empty: all. */
  flows: number[];
  /** Staff's sort filter; undefined: the server's default (newest first). */
  ordering?: FeedOrdering;
  /** Applied search text; '' when not searching. */
  search: string;
}

/** The feed group of the route when it is missing. */
export const DEFAULT_FEED_GROUP = 'physical_transformation';

/** What the feed of `feedGroup` shows before the reader changes anything. */
export function initialFeedParams(feedGroup: string): FeedParams {
  return { feedGroup, tags: [], flows: [], ordering: undefined, search: '' };
}
