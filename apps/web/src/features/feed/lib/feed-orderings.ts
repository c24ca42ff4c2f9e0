import { FEED_ORDERINGS, type FeedOrdering } from '@app/contract';

/** True when `value` is one of the sort choices. */
export function isFeedOrdering(value: string): value is FeedOrdering {
  return (FEED_ORDERINGS as readonly string[]).includes(value);
}

/** The locale key (under feed.ordering) naming each sort choice. */
export const FEED_ORDERING_LABELS = {
  '-pub_start_date': 'newest',
  pub_start_date: 'oldest',
  '-like_count': 'likes',
  '-comments_count': 'comments',
} as const satisfies Record<FeedOrdering, string>;
