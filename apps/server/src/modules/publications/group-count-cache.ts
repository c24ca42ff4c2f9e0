import type { CountByGroup } from '@app/contract';

/** Entries kept at most; the oldest goes first when a new key would exceed it. */
const MAX_ENTRIES = 1000;

/** How long count_by_group of the plain feed (no search text) is reused by default. */
export const DEFAULT_COUNT_CACHE_TTL_MS = 30_000;

/**
 * In-process cache of count_by_group per scope key. Counting scans every visible publication,
 * so the feed reuses the answer for a short time; concurrent misses of one key share one query.
 */
export interface GroupCountCache {
  /** The cached counts of `key`, or those `compute` answers (cached for the TTL unless it fails). */
  get(key: string, compute: () => Promise<CountByGroup>): Promise<CountByGroup>;
}

interface Entry {
  expiresAt: number;
  value: Promise<CountByGroup>;
}

/** A cache keeping answers `ttlMs` milliseconds; 0 computes every time. */
export function createGroupCountCache(
  ttlMs: number,
  now: () => number = Date.now,
): GroupCountCache {
  const entries = new Map<string, Entry>();
  return {
    get(key, compute) {
      if (ttlMs <= 0) return compute();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.value;
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) {
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
  };
}
