import { endpoints } from '@app/contract';
import { callApi } from '../../../shared/lib/call-api.ts';

let pendingDeletion: Promise<unknown> = Promise.resolve();

/** DELETE /api/v1/notice/delete-list/ with a JSON list of the caller's notice ids. */
export function deleteNotices(ids: readonly number[]): Promise<void> {
  return callApi(endpoints.noticeDeleteList, { body: [...ids] });
}

/**
 * Deletes the notices hidden in the popup that just closed. The next list request waits for it,
 * so reopening the popup at once never shows them again.
 */
export function deleteHiddenNotices(ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return Promise.resolve();
  const deletion = pendingDeletion.then(
    () => deleteNotices(ids),
    () => deleteNotices(ids),
  );
  pendingDeletion = deletion.catch(() => undefined);
  return deletion;
}

/** Settles once the deletions started so far have finished (or failed). */
export function afterPendingDeletions(): Promise<unknown> {
  return pendingDeletion;
}
