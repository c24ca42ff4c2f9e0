import type { FeedTagListResponse } from '@app/contract';

export interface FeedTagChoice {
  /** The tag chips offered: every tag the reader has not hidden. */
  shown: FeedTagListResponse;
  /** The chosen chips among them. */
  selected: string[];
  /** `feed_tags` of the requests: the chosen chips, else the shown tags when some are hidden. */
  requested: string[];
}

/** The feed's tags after the reader's filters (`hidden`) and the chosen chips (`selected`). */
export function feedTagChoice(
  tags: FeedTagListResponse,
  hidden: readonly string[],
  selected: readonly string[],
): FeedTagChoice {
  const shown = tags.filter((tag) => !hidden.includes(tag.slug));
  const chosen = selected.filter((slug) => shown.some((tag) => tag.slug === slug));
  const hiding = shown.length > 0 && shown.length < tags.length;
  const requested = chosen.length > 0 ? chosen : hiding ? shown.map((tag) => tag.slug) : [];
  return { shown, selected: chosen, requested };
}
