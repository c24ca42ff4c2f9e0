import { endpoints, type ScheduleList, type ScheduleSyncBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../../shared/lib/call-api.ts';
import { editorKeys } from '../../../shared/editor/editor-keys.ts';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';

/** POST /api/v1/publication-editor/schedule-item/sync/{id}/: replaces the whole schedule. */
export function syncSchedule(id: number, body: ScheduleSyncBody): Promise<ScheduleList> {
  return callApi(endpoints.scheduleItemSync, { params: { id }, body, handleErrors: false });
}

/**
 * Saves the schedule: 'Расписание успешно обновлено' and back to the list, or
 * 'Ошибка при создании расписания' (spec 02 §8).
 */
export function useSyncSchedule(id: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleSyncBody) => syncSchedule(id, body),
    onSuccess: async () => {
      showToast(t('schedule.saved'), 'success');
      await queryClient.invalidateQueries({ queryKey: editorKeys.all });
      await navigate('/editor/list');
    },
    onError: () => showToast(t('schedule.saveFailed'), 'error'),
  });
}
