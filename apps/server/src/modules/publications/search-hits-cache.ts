import type { Db } from '../../db/client.ts';
import { createSharedCache } from '../../runtime/shared-cache.ts';
import { readContentVersion } from './publication-details-repo.ts';

/** How long a search's hits are reused by default: content changes are seen at once anyway. */
export const DEFAULT_SEARCH_CACHE_TTL_MS = 60_000;

/** Searches kept at most (one per audience, text, filters and page). */
const MAX_SEARCHES = 2_000;

interface Versioned<T> {
  contentVersion: string;
  hits: T;
}

/**
 * The ids (and counts) a search found, shared by every reader of one audience. Which posts match
 * a text only changes with the publications themselves, so hits read before the publication
 * content version moved are searched again: a published, edited or unpublished post shows at
 * once, on every server process. What readers see of the posts is loaded per request.
 */
export interface SearchHitsCache<T> {
  read(db: Db, key: string, search: () => Promise<T>): Promise<T>;
}

/** A search hits cache keeping hits `ttlMs` milliseconds; 0 searches on every request. */
export function createSearchHitsCache<T>(ttlMs: number): SearchHitsCache<T> {
  const searches = createSharedCache<Versioned<T>>(ttlMs, { maxEntries: MAX_SEARCHES });
  const versioned = async (db: Db, search: () => Promise<T>): Promise<Versioned<T>> => {
    // The version is read first: a change landing during the search leaves the hits marked older.
    const contentVersion = await readContentVersion(db);
    return { contentVersion, hits: await search() };
  };
  return {
    async read(db, key, search) {
      if (ttlMs <= 0) return search();
      const [cached, contentVersion] = await Promise.all([
        searches.get(key, () => versioned(db, search)),
        readContentVersion(db),
      ]);
      if (cached.contentVersion === contentVersion) return cached.hits;
      searches.forget(key);
      return (await searches.get(key, () => versioned(db, search))).hits;
    },
  };
}
