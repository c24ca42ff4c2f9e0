import {
  endpoints,
  type NoticeSettings,
  type NoticeSettingsUpdateBody,
  type UserInfo,
} from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { currentUserQueryOptions } from '../../../shared/lib/current-user.ts';

/** PUT /api/v1/jwt-client/notice-settings-update/ with every notification boolean. */
export function updateNoticeSettings(body: NoticeSettingsUpdateBody): Promise<NoticeSettings> {
  return callApi(endpoints.noticeSettingsUpdate, { body });
}

/** Saves the settings and puts the answer into the cached user's `settings`. */
export function useUpdateNoticeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNoticeSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(
        currentUserQueryOptions.queryKey,
        (user: UserInfo | undefined) => user && { ...user, settings },
      );
    },
  });
}
