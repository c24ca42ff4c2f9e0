/** Entries kept at most by default; the oldest goes first when a new key would exceed it. */
const DEFAULT_MAX_ENTRIES = 1000;

/**
 * In-process cache of answers shared by requests (the feed's counts and pages, signed-in users).
 * Concurrent misses of one key share one computation; a failed computation is not kept.
 */
export interface SharedCache<T> {
  /** The cached answer of `key`, or the one `compute` gives (kept for the TTL unless it fails). */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** Drops the answer of `key` (it turned out stale). */
  forget(key: string): void;
}

interface Entry<T> {
  expiresAt: number;
  value: Promise<T>;
  /** The value resolved: past its time it may answer while it is computed again. */
  settled: boolean;
  refreshing: boolean;
}

export interface SharedCacheOptions {
  maxEntries?: number;
  /**
   * How long past its TTL an answer still answers while one computation refreshes it in the
   * background (0: a request past the TTL waits for the new answer). A failed refresh keeps the
   * old answer; the next request tries again.
   */
  staleMs?: number;
  /**
   * Refreshes run at most this many at once: past it, old answers keep answering, so a wave of
   * answers growing old together never crowds out the requests' own queries.
   */
  maxRefreshing?: number;
  now?: () => number;
}

/** A cache keeping answers `ttlMs` milliseconds; 0 computes every time. */
export function createSharedCache<T>(
  ttlMs: number,
  {
    maxEntries = DEFAULT_MAX_ENTRIES,
    staleMs = 0,
    maxRefreshing = 2,
    now = Date.now,
  }: SharedCacheOptions = {},
): SharedCache<T> {
  const entries = new Map<string, Entry<T>>();
  let refreshing = 0;

  const keep = (key: string, value: Promise<T>): Entry<T> => {
    const entry: Entry<T> = { expiresAt: now() + ttlMs, value, settled: false, refreshing: false };
    entries.set(key, entry);
    value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  };

  const refresh = (key: string, stale: Entry<T>, compute: () => Promise<T>): void => {
    stale.refreshing = true;
    refreshing += 1;
    compute()
      .then(
        (fresh) => {
          if (entries.get(key) === stale) keep(key, Promise.resolve(fresh));
        },
        () => {
          stale.refreshing = false;
        },
      )
      .finally(() => {
        refreshing -= 1;
      });
  };

  return {
    get(key, compute) {
      if (ttlMs <= 0) return compute();
      const cached = entries.get(key);
      const at = now();
      if (cached && cached.expiresAt > at) return cached.value;
      if (cached?.settled && cached.expiresAt + staleMs > at) {
        if (!cached.refreshing && refreshing < maxRefreshing) refresh(key, cached, compute);
        return cached.value;
      }
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      return keep(key, compute()).value;
    },
    forget(key) {
      entries.delete(key);
    },
  };
}
