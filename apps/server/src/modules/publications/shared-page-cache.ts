import type { Db } from '../../db/client.ts';
import { createSharedCache } from '../../runtime/shared-cache.ts';
import {
  loadPublicationDetails,
  loadReaderState,
  loadSharedDetails,
  readContentVersion,
  type PublicationDetails,
  type SharedDetails,
} from './publication-details-repo.ts';

/**
 * How long what every reader sees of a listed post is shared by default. Content changes are seen
 * at once (the content version); only a card's newest comment may be this old.
 */
export const DEFAULT_FEED_PAGE_TTL_MS = 5_000;

/**
 * How long a search's hits (which posts match, the counts) are shared by default: they change
 * only with the publications, whose changes are seen at once anyway.
 */
export const DEFAULT_SEARCH_CACHE_TTL_MS = 60_000;

/** How long count_by_group of the plain feed (no search text) is reused by default. */
export const DEFAULT_COUNT_CACHE_TTL_MS = 30_000;

/** What a shared page holds: the posts its readers see, and whatever else its list answers. */
export interface SharedIds {
  ids: readonly number[];
}

/** A page of a list as every reader of one audience sees it. */
interface SharedPage<T> {
  contentVersion: string;
  page: T;
  shared: SharedDetails;
  sharedAt: number;
}

/** A page with everything the reader sees of it. */
export interface ReaderPage<T> {
  page: T;
  details: PublicationDetails;
}

/**
 * Pages of a list shared by every reader of one audience (plain feed pages, search hits): each
 * request reads only the reader's own state (views, likes, favorites) and the counters, in one
 * statement that also answers the publication content version. A page read before the version
 * moved is loaded again, so a published, edited, unpublished or re-flowed post shows at once, on
 * every server process.
 */
export interface SharedPageCache<T extends SharedIds> {
  read(db: Db, key: string, userId: number, loadPage: () => Promise<T>): Promise<ReaderPage<T>>;
}

export interface SharedPageTtls {
  /** How long a page's ids (and counts) are kept; 0 reads everything on every request. */
  pageMs: number;
  /** How long what every reader sees of the posts is kept, at most `pageMs`. */
  detailsMs: number;
  /** Pages kept at most. */
  maxPages: number;
}

export function createSharedPageCache<T extends SharedIds>(
  { pageMs, detailsMs, maxPages }: SharedPageTtls,
  now: () => number = Date.now,
): SharedPageCache<T> {
  if (pageMs <= 0) {
    return {
      async read(db, _key, userId, loadPage) {
        const page = await loadPage();
        return { page, details: await loadPublicationDetails(db, page.ids, userId) };
      },
    };
  }
  const pages = createSharedCache<SharedPage<T>>(pageMs, { maxEntries: maxPages, now });
  // The version is read first: a change landing during the load leaves the page marked older.
  const loadShared = async (db: Db, loadPage: () => Promise<T>): Promise<SharedPage<T>> => {
    const contentVersion = await readContentVersion(db);
    const page = await loadPage();
    return { contentVersion, page, shared: await loadSharedDetails(db, page.ids), sharedAt: now() };
  };
  const withFreshDetails = async (db: Db, key: string, cached: SharedPage<T>) => {
    if (now() - cached.sharedAt < detailsMs) return cached;
    pages.forget(key);
    return pages.get(key, async () => ({
      ...cached,
      shared: await loadSharedDetails(db, cached.page.ids),
      sharedAt: now(),
    }));
  };
  return {
    async read(db, key, userId, loadPage) {
      let cached = await pages.get(key, () => loadShared(db, loadPage));
      cached = await withFreshDetails(db, key, cached);
      let reader = await loadReaderState(db, cached.page.ids, userId);
      if (reader.contentVersion !== cached.contentVersion) {
        pages.forget(key);
        cached = await pages.get(key, () => loadShared(db, loadPage));
        reader = await loadReaderState(db, cached.page.ids, userId);
      }
      return { page: cached.page, details: { ...cached.shared, ...reader.state } };
    },
  };
}
