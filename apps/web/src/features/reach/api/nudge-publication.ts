import { endpoints, type NudgeResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { callApi } from '../../../shared/lib/call-api.ts';
import { editorKeys } from '../../../shared/editor/editor-keys.ts';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';

/**
 * POST /api/v1/publication-editor/publication/nudge/{id}/: a 'nudge' notice to the audience that
 * has not viewed the post; 409 when the post is not published.
 */
export function nudgePublication(id: number): Promise<NudgeResponse> {
  // A failure is told in a toast here, not by moving to an error screen.
  return callApi(endpoints.publicationNudge, { params: { id }, handleErrors: false });
}

/**
 * Reminds the post's audience and says how it went in a toast: how many were notified, how many
 * skipped (reminded within the last day). A 409 means the post is no longer published: its
 * status is asked again, which disables Remind.
 */
export function useNudgePublication(id: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => nudgePublication(id),
    onSuccess: ({ notified, skipped }) => {
      const sent =
        notified === 0 ? t('reach.nudge.nobody') : t('reach.nudge.sent', { count: notified });
      const rest = skipped === 0 ? '' : ` ${t('reach.nudge.skipped', { count: skipped })}`;
      showToast(`${sent}${rest}`, notified === 0 ? 'info' : 'success');
    },
    onError: async (error) => {
      const notPublished = error instanceof ApiError && error.status === 409;
      showToast(t(notPublished ? 'reach.nudge.notPublished' : 'reach.nudge.failed'), 'error');
      if (notPublished)
        await queryClient.invalidateQueries({ queryKey: editorKeys.publication(id) });
    },
  });
}
