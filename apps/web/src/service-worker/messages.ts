/** What the page sends the waiting worker when the user accepts the new version. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/** True for the page's "take over now" message (Workbox's convention). */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && Reflect.get(data, 'type') === 'SKIP_WAITING';
}

/** What the page sends its worker when signing out: delete the saved pages, keep none in flight. */
export const CLEAR_OFFLINE_CACHES_MESSAGE = { type: 'CLEAR_OFFLINE_CACHES' } as const;

/** True for the page's "signing out" message. */
export function isClearOfflineCachesMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    Reflect.get(data, 'type') === 'CLEAR_OFFLINE_CACHES'
  );
}
