/**
 * The service worker's runtime caches (what offline reading serves), named here so the worker
 * fills them and signing out deletes them. Every name starts with OFFLINE_CACHE_PREFIX: a later
 * version's renamed caches are still found and deleted. Workbox's precache (the app's own files)
 * is not one of them and survives signing out.
 */
export const OFFLINE_CACHE_PREFIX = 'offline-';

export const offlineCaches = {
  /** The signed-in user and /config.js: what the app needs before any screen. */
  session: 'offline-session-v1',
  /** Feed pages, the pinned list, tags and filters. */
  feed: 'offline-feed-v1',
  /** Publication details, the last 50 opened. */
  publications: 'offline-publications-v1',
  /** Comment pages (top-level, pinned, replies). */
  comments: 'offline-comments-v1',
  /** Images under /media/ (previews, publication and comment images), within a byte budget. */
  images: 'offline-images-v1',
} as const;

/**
 * Deletes every runtime cache of the app (they hold the signed-in user's answers, keyed by URL
 * only). Resolves once done; a browser without Cache Storage has nothing to delete.
 */
export async function clearOfflineCaches(storage: CacheStorage | undefined): Promise<void> {
  if (!storage) return;
  const names = await storage.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX))
      .map((name) => storage.delete(name)),
  );
}
