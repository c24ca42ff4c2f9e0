import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/lib/api-client.ts';

/**
 * Server state cache: client errors (4xx) are answers, not glitches, so they are not retried.
 * Offline a query still asks once (`offlineFirst`): the service worker answers with the page saved
 * while online; only its retries wait for the connection.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        networkMode: 'offlineFirst',
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });
}
