import { api, type ScheduleList } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';

/** GET /api/v1/publication-editor/schedule-item/list/{id}/: the post's pending schedule. */
export function getSchedule(id: number, signal?: AbortSignal): Promise<ScheduleList> {
  return apiRequest<ScheduleList>(apiUrl(api.scheduleItemList(id)), { signal });
}

export function scheduleQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['editor', 'schedule', id],
    queryFn: ({ signal }) => getSchedule(id, signal),
    // The screen edits a copy: a background refetch must not overwrite the rows being edited.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** The post's schedule; a failed load is only logged (spec 02 §8) and shows one blank row. */
export function useSchedule(id: number) {
  return useQuery(scheduleQueryOptions(id));
}
