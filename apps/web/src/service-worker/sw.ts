import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { clearOfflineCaches } from '../shared/lib/offline-caches.ts';
import { markOfflineCachesCleared } from './cache-limits.ts';
import { isClearOfflineCachesMessage, isSkipWaitingMessage } from './messages.ts';
import { notificationTargetUrl, openNotificationTarget } from './notification-click.ts';
import { notificationFromPush, notificationImages } from './push-notification.ts';
import { registerRuntimeCaching } from './runtime-caching.ts';

declare const self: ServiceWorkerGlobalScope & {
  /** The build's files with their revisions, written in by vite-plugin-pwa (injectManifest). */
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

// Every file of one build, index.html included: a version is served whole from the cache until
// the page's update prompt switches to the next one, so no screen ever asks for a chunk that a
// later deploy removed.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Offline reading: what the user opened online (feed, publications, comments, their images).
registerRuntimeCaching();

// A new version waits until the update prompt asks for it (or until every tab has closed).
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
  // Signing out: the saved pages go, and answers still on their way are not saved.
  if (isClearOfflineCachesMessage(event.data)) {
    markOfflineCachesCleared();
    event.waitUntil(clearOfflineCaches(self.caches));
  }
});

// The first version takes the open page at once, so a notification click can move that page.
self.addEventListener('activate', (event) => {
  // Earlier versions' cache expiry (Workbox's ExpirationPlugin) kept the URLs opened there.
  self.indexedDB.deleteDatabase('workbox-expiration');
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const { title, options } = notificationFromPush(
    readJson(event.data),
    notificationImages(self.registration.scope),
  );
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { scope } = self.registration;
  const url = notificationTargetUrl(event.notification.data, scope);
  event.waitUntil(openNotificationTarget(self.clients, url, scope));
});

function readJson(data: PushMessageData | null): unknown {
  try {
    return data?.json();
  } catch {
    return null;
  }
}
