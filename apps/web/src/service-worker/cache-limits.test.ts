import type { WorkboxPlugin } from 'workbox-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entriesOverLimits, markOfflineCachesCleared, offlineCachePlugin } from './cache-limits.ts';

const entry = (url: string, bytes: number) => ({ url, bytes });

describe('entriesOverLimits', () => {
  it('keeps everything within the limits', () => {
    expect(
      entriesOverLimits([entry('a', 40), entry('b', 60)], { maxEntries: 2, maxBytes: 100 }),
    ).toEqual([]);
  });

  it('deletes the oldest until the rest fit the bytes', () => {
    const entries = [entry('a', 30), entry('b', 30), entry('c', 30), entry('d', 30)];
    expect(entriesOverLimits(entries, { maxEntries: 10, maxBytes: 70 })).toEqual(['a', 'b']);
  });

  it('deletes the oldest until the rest fit the count', () => {
    const entries = [entry('a', 0), entry('b', 0), entry('c', 0)];
    expect(entriesOverLimits(entries, { maxEntries: 1 })).toEqual(['a', 'b']);
  });

  it('deletes a newest entry that alone is over the bytes, with all before it', () => {
    expect(
      entriesOverLimits([entry('a', 10), entry('big', 500)], { maxEntries: 5, maxBytes: 100 }),
    ).toEqual(['a', 'big']);
  });

  it('has nothing to delete in an empty cache', () => {
    expect(entriesOverLimits([], { maxEntries: 0, maxBytes: 0 })).toEqual([]);
  });
});

/** Cache Storage in memory, keys in the order they were put (a put again moves one last). */
class MemoryCacheStorage {
  readonly caches = new Map<string, Map<string, Response>>();

  async has(name: string) {
    return this.caches.has(name);
  }

  async delete(name: string) {
    return this.caches.delete(name);
  }

  async open(name: string) {
    const entries = this.caches.get(name) ?? new Map<string, Response>();
    this.caches.set(name, entries);
    const cache = {
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      match: async (request: Request) => entries.get(request.url)?.clone(),
      put: async (request: Request, response: Response) => {
        entries.delete(request.url);
        entries.set(request.url, response);
      },
      delete: async (url: string) => entries.delete(url),
    };
    return cache as unknown as Cache;
  }

  urls(name: string): string[] | undefined {
    const entries = this.caches.get(name);
    return entries && [...entries.keys()];
  }
}

const CACHE = 'offline-test-v1';

/** What Workbox does with one answer: fetch, ask whether to keep it, put it, then tell. */
function request(plugin: WorkboxPlugin, storage: MemoryCacheStorage, url: string) {
  const state: Record<string, unknown> = {};
  const call = (name: keyof WorkboxPlugin, param: object): Promise<unknown> => {
    const callback = plugin[name] as ((param: object) => Promise<unknown>) | undefined;
    return callback ? callback({ ...param, state }) : Promise.resolve(undefined);
  };
  const req = new Request(url);
  return {
    sent: () => call('requestWillFetch', { request: req }),
    keep: (response: Response) => call('cacheWillUpdate', { request: req, response }),
    put: async (response: Response) => {
      const cache = await storage.open(CACHE);
      await cache.put(req, response);
    },
    told: () => call('cacheDidUpdate', { cacheName: CACHE, request: req }),
  };
}

async function save(plugin: WorkboxPlugin, storage: MemoryCacheStorage, url: string, body = '') {
  const answer = request(plugin, storage, url);
  await answer.sent();
  const kept = await answer.keep(new Response(body));
  if (kept instanceof Response) await answer.put(kept);
  await answer.told();
}

async function signOut(storage: MemoryCacheStorage) {
  vi.advanceTimersByTime(10);
  markOfflineCachesCleared();
  await storage.delete(CACHE);
  vi.advanceTimersByTime(10);
}

describe('offlineCachePlugin', () => {
  let storage: MemoryCacheStorage;
  const pluginFor = (maxEntries: number, maxBytes?: number) =>
    offlineCachePlugin(CACHE, { maxEntries, maxBytes }, storage as unknown as CacheStorage);

  // Each test a minute later: the time of the last signing out stays from test to test.
  let now = Date.parse('2026-11-27T12:00:00Z');
  beforeEach(() => {
    now += 60_000;
    vi.useFakeTimers({ now });
    storage = new MemoryCacheStorage();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the newest answers within the count and the bytes', async () => {
    const byCount = pluginFor(2);
    for (const url of ['https://a/1', 'https://a/2', 'https://a/1', 'https://a/3']) {
      await save(byCount, storage, url);
    }
    expect(storage.urls(CACHE)).toEqual(['https://a/1', 'https://a/3']);

    storage = new MemoryCacheStorage();
    const byBytes = pluginFor(10, 10);
    for (const url of ['https://a/1', 'https://a/2', 'https://a/3']) {
      await save(byBytes, storage, url, 'xxxx');
    }
    expect(storage.urls(CACHE)).toEqual(['https://a/2', 'https://a/3']);
  });

  it('keeps only whole successful answers', async () => {
    const answer = request(pluginFor(5), storage, 'https://a/1');
    await answer.sent();
    await expect(answer.keep(new Response('', { status: 404 }))).resolves.toBeNull();
    const ok = new Response('ok');
    await expect(answer.keep(ok)).resolves.toBe(ok);
  });

  it('keeps no answer asked for before signing out', async () => {
    const answer = request(pluginFor(5), storage, 'https://a/1');
    await answer.sent();
    await signOut(storage);
    await expect(answer.keep(new Response('ok'))).resolves.toBeNull();

    // Asked for after signing out: kept again.
    await save(pluginFor(5), storage, 'https://a/2');
    expect(storage.urls(CACHE)).toEqual(['https://a/2']);
  });

  it('deletes the cache again when such an answer was put while signing out', async () => {
    const answer = request(pluginFor(5), storage, 'https://a/1');
    await answer.sent();
    await answer.keep(new Response('ok'));
    await signOut(storage);
    await answer.put(new Response('ok'));
    expect(storage.urls(CACHE)).toEqual(['https://a/1']);
    await answer.told();
    expect(storage.caches.has(CACHE)).toBe(false);
  });

  it('does not open again a cache deleted meanwhile', async () => {
    // The page deletes the caches itself too, before its worker hears of signing out.
    const answer = request(pluginFor(1), storage, 'https://a/1');
    await answer.sent();
    await answer.put((await answer.keep(new Response('ok'))) as Response);
    await storage.delete(CACHE);
    await answer.told();
    expect(storage.caches.has(CACHE)).toBe(false);
  });
});
