import type { WorkboxPlugin } from 'workbox-core';

/** One cached response: its URL and its size in bytes. */
export interface SizedEntry {
  url: string;
  bytes: number;
}

/** What one runtime cache may hold. */
export interface CacheLimits {
  /** The most URLs kept. */
  maxEntries: number;
  /** The most bytes kept (response sizes); no limit when absent. */
  maxBytes?: number;
}

/**
 * The entries to delete, oldest first, so that the rest fit the limits. `entries` come oldest
 * first (Cache Storage lists keys in the order they were put, a put again moving one last).
 */
export function entriesOverLimits(entries: readonly SizedEntry[], limits: CacheLimits): string[] {
  const maxBytes = limits.maxBytes ?? Number.POSITIVE_INFINITY;
  let count = entries.length;
  let total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  const evicted: string[] = [];
  for (const entry of entries) {
    if (count <= limits.maxEntries && total <= maxBytes) break;
    evicted.push(entry.url);
    count -= 1;
    total -= entry.bytes;
  }
  return evicted;
}

let clearedAt = 0;

/** Signing out deleted the caches now: answers to requests sent before are no longer kept. */
export function markOfflineCachesCleared(): void {
  clearedAt = Date.now();
}

/**
 * The plugin of every offline cache. Only whole successful answers are kept (never an error, a
 * redirect or an opaque response), and none whose request was sent before signing out deleted
 * the caches: if one was put meanwhile, its cache goes again. After each put the oldest entries
 * over `limits` are deleted. It never opens a cache that is gone (Workbox's ExpirationPlugin
 * does, on every hit: signing out left empty caches behind, and its timestamps in IndexedDB).
 */
export function offlineCachePlugin(
  cacheName: string,
  limits: CacheLimits,
  storage: CacheStorage = self.caches,
): WorkboxPlugin {
  let running: Promise<void> = Promise.resolve();
  return {
    requestWillFetch: async ({ request, state }) => {
      if (state) state.sentAt = Date.now();
      return request;
    },
    cacheWillUpdate: async ({ response, state }) =>
      response.status === 200 && !sentBeforeClearing(state) ? response : null,
    cacheDidUpdate: async ({ state }) => {
      running = running
        .then(() => keepWithinLimits(storage, cacheName, limits, () => sentBeforeClearing(state)))
        .catch(() => undefined);
      await running;
    },
  };
}

function sentBeforeClearing(state: Record<string, unknown> | undefined): boolean {
  return Number(state?.sentAt ?? 0) < clearedAt;
}

async function keepWithinLimits(
  storage: CacheStorage,
  cacheName: string,
  limits: CacheLimits,
  isStale: () => boolean,
): Promise<void> {
  if (isStale() || !(await storage.has(cacheName))) {
    if (isStale()) await storage.delete(cacheName);
    return;
  }
  const cache = await storage.open(cacheName);
  // Checked again once open: signing out may have come while the cache was being found.
  if (isStale()) {
    await storage.delete(cacheName);
    return;
  }
  const requests = await cache.keys();
  if (requests.length <= limits.maxEntries && limits.maxBytes === undefined) return;
  const entries: SizedEntry[] = [];
  for (const request of requests) {
    const response = limits.maxBytes === undefined ? undefined : await cache.match(request);
    entries.push({ url: request.url, bytes: response ? await sizeOf(response) : 0 });
  }
  await Promise.all(entriesOverLimits(entries, limits).map((url) => cache.delete(url)));
}

async function sizeOf(response: Response): Promise<number> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > 0) return declared;
  return (await response.blob()).size;
}
