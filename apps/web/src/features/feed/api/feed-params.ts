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
