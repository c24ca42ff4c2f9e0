import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getNoticeUnread } from '../api/get-notice-unread.ts';
import { setCachedUnread } from '../lib/unread-state.ts';

/** How often the bell asks whether unread notices wait, while the page is visible. */
export const UNREAD_POLL_INTERVAL_MS = 8000;

/**
 * Keeps the bell's dot current without a reload: asks GET /api/v1/notice/unread/ every 8 s while
 * the document is visible, and at once when the page becomes visible again or the window gets
 * focus. `paused` (the notices popup is open, it marks them read itself) skips the polls.
 */
export function useUnreadNoticePoll({ paused }: { paused: boolean }): void {
  const queryClient = useQueryClient();
  const pausedRef = useRef(paused);
  useEffect(() => {
    pausedRef.current = paused;
  });

  useEffect(() => {
    let inFlight: AbortController | null = null;
    const poll = () => {
      if (pausedRef.current || inFlight || document.visibilityState !== 'visible') return;
      const controller = new AbortController();
      inFlight = controller;
      getNoticeUnread(controller.signal)
        .then(({ not_read_notice }) => {
          if (!pausedRef.current) setCachedUnread(queryClient, not_read_notice);
        })
        .catch(() => undefined)
        .finally(() => {
          if (inFlight === controller) inFlight = null;
        });
    };
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') poll();
    };
    const timer = setInterval(poll, UNREAD_POLL_INTERVAL_MS);
    document.addEventListener('visibilitychange', handleVisibility);
    window.addEventListener('focus', poll);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', handleVisibility);
      window.removeEventListener('focus', poll);
      inFlight?.abort();
    };
  }, [queryClient]);
}
