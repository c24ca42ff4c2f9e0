import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { offlineCaches } from '../shared/lib/offline-caches.ts';
import { byteBudgetPlugin, onlyOkResponses } from './byte-budget.ts';
import {
  apiCacheRuleFor,
  apiCacheRules,
  IMAGE_BYTE_BUDGET,
  isCachedImage,
} from './offline-routes.ts';

/** How long an API call may take before the saved answer is shown instead. */
const NETWORK_TIMEOUT_SECONDS = 4;

/**
 * Offline reading: the feed pages, publications and comment pages opened online are answered
 * from the network when it answers in time, else from their caches; their images from the cache
 * first. Keyed by URL only (the access token changes every refresh), which is why signing out
 * deletes these caches.
 */
export function registerRuntimeCaching(): void {
  for (const rule of apiCacheRules) {
    registerRoute(
      ({ request, url }) => apiCacheRuleFor(request.method, url) === rule,
      new NetworkFirst({
        cacheName: rule.cacheName,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        matchOptions: { ignoreVary: true },
        plugins: [
          onlyOkResponses,
          new ExpirationPlugin({ maxEntries: rule.maxEntries, purgeOnQuotaError: true }),
        ],
      }),
    );
  }
  registerRoute(
    ({ request, url }) => isCachedImage(request.method, request.destination, url),
    new CacheFirst({
      cacheName: offlineCaches.images,
      plugins: [
        onlyOkResponses,
        new ExpirationPlugin({ maxEntries: 1000, purgeOnQuotaError: true }),
        byteBudgetPlugin(IMAGE_BYTE_BUDGET),
      ],
    }),
  );
}
