import { endpoints, type NoticeUnreadResponse } from '@app/contract';
import { callApi } from '../../../shared/lib/call-api.ts';

/**
 * GET /api/v1/notice/unread/ (our addition): whether unread notices wait. A background call:
 * a failure never moves the user to an error screen.
 */
export function getNoticeUnread(signal?: AbortSignal): Promise<NoticeUnreadResponse> {
  return callApi(endpoints.noticeUnread, { signal, handleErrors: false });
}
