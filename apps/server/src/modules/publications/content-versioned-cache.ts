import type { Db } from '../../db/client.ts';
import { createSharedCache } from '../../runtime/shared-cache.ts';
import { readContentVersion } from './publication-details-repo.ts';

interface Versioned<T> {
  contentVersion: string;
  value: T;
}

/**
 * Answers that change only with the publications (and their schedule), shared by the requests
 * that ask the same: each request reads the publication content version, and an answer computed
 * before it moved is computed again, so every change shows at once, on every server process.
 */
export interface ContentVersionedCache<T> {
  get(db: Db, key: string, compute: () => Promise<T>): Promise<T>;
}

/** A cache keeping answers `ttlMs` milliseconds (at most `maxEntries`); 0 computes every time. */
export function createContentVersionedCache<T>(
  ttlMs: number,
  maxEntries: number,
): ContentVersionedCache<T> {
  const answers = createSharedCache<Versioned<T>>(ttlMs, { maxEntries });
  const versioned = async (db: Db, compute: () => Promise<T>): Promise<Versioned<T>> => {
    // The version is read first: a change landing during the computation leaves it marked older.
    const contentVersion = await readContentVersion(db);
    return { contentVersion, value: await compute() };
  };
  return {
    async get(db, key, compute) {
      if (ttlMs <= 0) return compute();
      const [cached, contentVersion] = await Promise.all([
        answers.get(key, () => versioned(db, compute)),
        readContentVersion(db),
      ]);
      if (cached.contentVersion === contentVersion) return cached.value;
      answers.forget(key);
      return (await answers.get(key, () => versioned(db, compute))).value;
    },
  };
}
