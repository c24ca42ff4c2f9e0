import { endpoints, type ScheduleList } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { editorKeys } from '../../../shared/editor/editor-keys.ts';

/** GET /api/v1/publication-editor/schedule-item/list/{id}/: the post's pending schedule. */
export function getSchedule(id: number, signal?: AbortSignal): Promise<ScheduleList> {
  return callApi(endpoints.scheduleItemList, { params: { id }, signal });
}

export function scheduleQueryOptions(id: number) {
  return queryOptions({
    queryKey: editorKeys.schedule(id),
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
