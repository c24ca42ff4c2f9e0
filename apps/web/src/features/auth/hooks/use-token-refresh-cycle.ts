import { useEffect, useEffectEvent, useState } from 'react';
import {
  hasRefreshedThisPageLoad,
  refreshAccessToken,
  TokenRefreshError,
} from '../../../shared/lib/access-token.ts';
import { readStorage, STORAGE_KEYS } from '../../../shared/lib/storage.ts';

/** The access token is refreshed this often (spec: every 30 minutes). */
export const TOKEN_REFRESH_INTERVAL_MS = 1_800_000;

/**
 * Refreshes the access token at start (unless the hand-off just did) and every 30 minutes.
 * Returns true once a fresh access token is stored; calls `onFailure` when a refresh fails.
 * Offline with a token from an earlier visit it is ready at once (the service worker answers with
 * the pages saved while online); back online, the API client's refresh on a 401 renews it.
 */
export function useTokenRefreshCycle(onFailure: () => void): boolean {
  const [ready, setReady] = useState(hasRefreshedThisPageLoad);
  const handleFailure = useEffectEvent(onFailure);

  useEffect(() => {
    const refresh = () =>
      refreshAccessToken().then(
        () => setReady(true),
        (error: unknown) => {
          // The provider not reached at all (its answer would have no `cause`): a network problem.
          const unreachable = error instanceof TokenRefreshError && error.cause !== undefined;
          const offline = !navigator.onLine || unreachable;
          if (offline && readStorage(STORAGE_KEYS.accessToken)) setReady(true);
          else handleFailure();
        },
      );
    if (!hasRefreshedThisPageLoad()) void refresh();
    const timer = setInterval(() => void refresh(), TOKEN_REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  return ready;
}
