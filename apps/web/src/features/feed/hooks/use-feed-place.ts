import type { FeedOrdering } from '@app/contract';
import { usePlaceState } from '../../../shared/listing/use-list-place.ts';

/**
 * The feed's own filters (search, chosen tags, staff's flow and ordering), kept per history
 * entry: Back to the feed finds them as they were, a fresh visit starts without them.
 */
export function useFeedPlace() {
  const [search, setSearch] = usePlaceState('search', '');
  const [selectedTags, setSelectedTags] = usePlaceState<string[]>('tags', []);
  const [flow, setFlow] = usePlaceState<number | null>('flow', null);
  const [ordering, setOrdering] = usePlaceState<FeedOrdering | undefined>('ordering', undefined);
  return {
    search,
    setSearch,
    selectedTags,
    setSelectedTags,
    flow,
    setFlow,
    ordering,
    setOrdering,
  };
}
