import { api, type NoticeUnreadResponse } from '@app/contract';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';

/**
 * GET /api/v1/notice/unread/ (our addition): whether unread notices wait. A background call:
 * a failure never moves the user to an error screen.
 */
export function getNoticeUnread(signal?: AbortSignal): Promise<NoticeUnreadResponse> {
  return apiRequest<NoticeUnreadResponse>(apiUrl(api.noticeUnread), {
    signal,
    handleErrors: false,
  });
}
