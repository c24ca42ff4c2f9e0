import type { WorkboxPlugin } from 'workbox-core';

/** One cached response: its URL and its size in bytes. */
export interface SizedEntry {
  url: string;
  bytes: number;
}

/**
 * The entries to delete, oldest first, so that the rest fit in `budget` bytes. `entries` come
 * oldest first (Cache Storage lists keys in the order they were put).
 */
export function entriesOverBudget(entries: readonly SizedEntry[], budget: number): string[] {
  let total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  const evicted: string[] = [];
  for (const entry of entries) {
    if (total <= budget) break;
    evicted.push(entry.url);
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
 * Only whole successful answers are kept: never an error, a redirect or an opaque response, nor
 * one whose request was sent before signing out deleted the caches.
 */
export const onlyOkResponses: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.sentAt = Date.now();
    return request;
  },
  cacheWillUpdate: async ({ response, state }) =>
    response.status === 200 && Number(state?.sentAt ?? 0) >= clearedAt ? response : null,
};

/**
 * A Workbox plugin keeping one cache within `budget` bytes: after each put it sums the cached
 * responses' sizes and deletes the oldest until the rest fit. Runs one pass at a time.
 */
export function byteBudgetPlugin(budget: number): WorkboxPlugin {
  let running: Promise<void> = Promise.resolve();
  return {
    cacheDidUpdate: async ({ cacheName }) => {
      running = running.then(() => enforceBudget(cacheName, budget)).catch(() => undefined);
      await running;
    },
  };
}

async function enforceBudget(cacheName: string, budget: number): Promise<void> {
  const cache = await caches.open(cacheName);
  const requests = await cache.keys();
  const entries: SizedEntry[] = [];
  for (const request of requests) {
    const response = await cache.match(request);
    entries.push({ url: request.url, bytes: response ? await sizeOf(response) : 0 });
  }
  await Promise.all(entriesOverBudget(entries, budget).map((url) => cache.delete(url)));
}

async function sizeOf(response: Response): Promise<number> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > 0) return declared;
  return (await response.blob()).size;
}
