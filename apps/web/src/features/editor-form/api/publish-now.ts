import { endpoints, type ScheduleItem, type ScheduleNowEvent } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';

/**
 * POST …/schedule-item/now/{id}/: plans Publish now ('activation') or Unpublish ('deactivation')
 * for the current moment through the schedule; the worker applies it. Answers the pending item;
 * 409 when the post's status already changed (the caller refreshes it).
 */
export function publishNow(id: number, event: ScheduleNowEvent): Promise<ScheduleItem> {
  return callApi(endpoints.scheduleItemNow, {
    params: { id },
    body: { event },
    // 409 and 404 stay on the editor (a toast), not the error screens.
    handleErrors: false,
  });
}

export function usePublishNow() {
  return useMutation({
    mutationFn: ({ id, event }: { id: number; event: ScheduleNowEvent }) => publishNow(id, event),
  });
}
