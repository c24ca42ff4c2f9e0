import type { FeedParams } from '../api/feed-params.ts';
import { useFeed } from '../api/get-feed.ts';
import { useFixList } from '../api/get-fix-list.ts';

/**
 * The feed's lists for `params` in this visit: the pages and, unless searching, the pinned
 * posts; `ready` once both have answered (or failed). Nothing is asked before `enabled`.
 */
export function useFeedLists(params: FeedParams, visit: string, enabled: boolean) {
  const searching = params.search !== '';
  const feed = useFeed(params, visit, enabled);
  const fixList = useFixList(
    { feedGroup: params.feedGroup, tags: params.tags, flows: params.flows },
    visit,
    enabled && !searching,
  );
  const ready = !feed.isPending && (searching || !fixList.isPending);
  return { feed, fixList, searching, ready };
}

export type FeedLists = ReturnType<typeof useFeedLists>;
