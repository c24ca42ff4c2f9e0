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
}

/** A cache keeping answers `ttlMs` milliseconds; 0 computes every time. */
export function createSharedCache<T>(
  ttlMs: number,
  {
    maxEntries = DEFAULT_MAX_ENTRIES,
    now = Date.now,
  }: { maxEntries?: number; now?: () => number } = {},
): SharedCache<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key, compute) {
      if (ttlMs <= 0) return compute();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.value;
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const value = compute();
      const entry = { expiresAt: now() + ttlMs, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    forget(key) {
      entries.delete(key);
    },
  };
}
