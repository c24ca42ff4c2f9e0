import { registerQuotaErrorCallback } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { clearOfflineCaches, offlineCaches } from '../shared/lib/offline-caches.ts';
import { offlineCachePlugin } from './cache-limits.ts';
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
  // Out of storage: the saved pages go (the precache, the app itself, stays).
  registerQuotaErrorCallback(() => clearOfflineCaches(self.caches));
  for (const rule of apiCacheRules) {
    registerRoute(
      ({ request, url }) => apiCacheRuleFor(request.method, url) === rule,
      new NetworkFirst({
        cacheName: rule.cacheName,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        matchOptions: { ignoreVary: true },
        plugins: [offlineCachePlugin(rule.cacheName, { maxEntries: rule.maxEntries })],
      }),
    );
  }
  registerRoute(
    ({ request, url }) => isCachedImage(request.method, request.destination, url),
    new CacheFirst({
      cacheName: offlineCaches.images,
      plugins: [
        offlineCachePlugin(offlineCaches.images, { maxEntries: 1000, maxBytes: IMAGE_BYTE_BUDGET }),
      ],
    }),
  );
}
