import type { FeedOrdering } from '@app/contract';

/** The staff sort filter's choices (the contract's FEED_ORDERINGS; its zod module stays out of the bundle). */
export const FEED_ORDERING_OPTIONS = [
  '-pub_start_date',
  'pub_start_date',
  '-like_count',
  '-comments_count',
] as const satisfies readonly FeedOrdering[];

/** True when `value` is one of the sort choices. */
export function isFeedOrdering(value: string): value is FeedOrdering {
  return (FEED_ORDERING_OPTIONS as readonly string[]).includes(value);
}

/** The locale key (under feed.ordering) naming each sort choice. */
export const FEED_ORDERING_LABELS = {
  '-pub_start_date': 'newest',
  pub_start_date: 'oldest',
  '-like_count': 'likes',
  '-comments_count': 'comments',
} as const satisfies Record<FeedOrdering, string>;
