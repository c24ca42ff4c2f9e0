import { endpoints, type ScheduleItem, type ScheduleList } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { editorKeys } from '../../../shared/editor/editor-keys.ts';

/** Polling while the worker has not applied the item: every second, then every 5 s. */
const FAST_POLL_MS = 1000;
const SLOW_POLL_MS = 5000;
/** After this long the screen says the scheduler is late (it keeps waiting). */
export const PUBLISH_SLOW_AFTER_MS = 30_000;

/** GET …/schedule-item/list/{id}/?history=1: the post's pending and executed items. */
export function getScheduleHistory(id: number, signal?: AbortSignal): Promise<ScheduleList> {
  return callApi(endpoints.scheduleItemList, { params: { id }, query: { history: '1' }, signal });
}

/**
 * The schedule item `pk` of post `id` (Publish now, Unpublish) until the worker has applied it:
 * polled while it is pending. Disabled when `pk` is null.
 */
export function usePublishItemState(id: number | null, pk: number | null, since: number) {
  return useQuery({
    queryKey: editorKeys.scheduleHistory(id, pk),
    queryFn: ({ signal }) => getScheduleHistory(id ?? 0, signal),
    enabled: id !== null && pk !== null,
    select: (items): ScheduleItem | null => items.find((item) => item.pk === pk) ?? null,
    refetchInterval: (query) => {
      const item = query.state.data?.find((entry) => entry.pk === pk);
      if (item && item.state !== 'pending') return false;
      return Date.now() - since < PUBLISH_SLOW_AFTER_MS ? FAST_POLL_MS : SLOW_POLL_MS;
    },
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}
