import type { Db } from '../../db/client.ts';
import { createSharedCache } from '../../runtime/shared-cache.ts';
import {
  loadPublicationDetails,
  loadReaderState,
  readContentVersion,
  type PublicationDetails,
} from './publication-details-repo.ts';
import type { SharedDetailsStore } from './shared-details-store.ts';

/**
 * How long a plain feed page (which posts, in which order) is shared by default. Content changes
 * are seen at once (the content version); only an order by counters (likes, comments) may be
 * this old.
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

/** A page of a list as every reader of one audience sees it, and the version it was read at. */
interface SharedPage<T> {
  contentVersion: string;
  page: T;
}

/** A page with everything the reader sees of it. */
export interface ReaderPage<T> {
  page: T;
  details: PublicationDetails;
}

/**
 * Pages of a list shared by every reader of one audience (plain feed pages, search hits), their
 * posts' details shared by every page (SharedDetailsStore): each request reads only the reader's
 * own state (views, likes, favorites) and the counters, in one statement that also answers the
 * publication content version. A page read before the version moved is loaded again, so a
 * published, edited, unpublished or re-flowed post shows at once, on every server process.
 */
export interface SharedPageCache<T extends SharedIds> {
  read(db: Db, key: string, userId: number, loadPage: () => Promise<T>): Promise<ReaderPage<T>>;
}

export interface SharedPageOptions {
  /** How long a page's ids (and counts) are kept; 0 reads everything on every request. */
  pageMs: number;
  /** Pages kept at most. */
  maxPages: number;
  /** Where the posts' details are kept. */
  details: SharedDetailsStore;
}

export function createSharedPageCache<T extends SharedIds>(
  { pageMs, maxPages, details }: SharedPageOptions,
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
    return { contentVersion, page: await loadPage() };
  };
  return {
    async read(db, key, userId, loadPage) {
      let cached = await pages.get(key, () => loadShared(db, loadPage));
      let reader = await loadReaderState(db, cached.page.ids, userId);
      if (reader.version.contentVersion !== cached.contentVersion) {
        pages.forget(key);
        cached = await pages.get(key, () => loadShared(db, loadPage));
        reader = await loadReaderState(db, cached.page.ids, userId);
      }
      const version = { ...reader.version, contentVersion: cached.contentVersion };
      const shared = await details.read(db, cached.page.ids, version);
      return { page: cached.page, details: { ...shared, ...reader.state } };
    },
  };
}
