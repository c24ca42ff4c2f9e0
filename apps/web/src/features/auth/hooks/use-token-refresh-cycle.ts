import { useEffect, useEffectEvent, useState } from 'react';
import { hasRefreshedThisPageLoad, refreshAccessToken } from '../../../shared/lib/access-token.ts';

/** The access token is refreshed this often (spec: every 30 minutes). */
export const TOKEN_REFRESH_INTERVAL_MS = 1_800_000;

/**
 * Refreshes the access token at start (unless the hand-off just did) and every 30 minutes.
 * Returns true once a fresh access token is stored; calls `onFailure` when a refresh fails.
 */
export function useTokenRefreshCycle(onFailure: () => void): boolean {
  const [ready, setReady] = useState(hasRefreshedThisPageLoad);
  const handleFailure = useEffectEvent(onFailure);

  useEffect(() => {
    const refresh = () =>
      refreshAccessToken().then(
        () => setReady(true),
        () => handleFailure(),
      );
    if (!hasRefreshedThisPageLoad()) void refresh();
    const timer = setInterval(() => void refresh(), TOKEN_REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  return ready;
}
