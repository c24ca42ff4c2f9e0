import type { Db } from '../../db/client.ts';
import {
  loadPublicationDetails,
  loadReaderState,
  loadSharedDetails,
  readContentVersion,
  type PublicationDetails,
  type SharedDetails,
} from './publication-details-repo.ts';
import type { IdPage } from './publications-repo.ts';
import { createSharedCache } from '../../runtime/shared-cache.ts';

/**
 * How long a feed page is shared by default. Content changes are seen at once (the content
 * version); only a card's newest comment may be this old.
 */
export const DEFAULT_FEED_PAGE_TTL_MS = 5_000;

/** How long count_by_group of the plain feed (no search text) is reused by default. */
export const DEFAULT_COUNT_CACHE_TTL_MS = 30_000;

/** Pages kept at most (one per audience, group, tags, ordering and page number). */
const MAX_PAGES = 200;

/** A page of the feed as every reader of one audience sees it. */
interface SharedPage {
  contentVersion: string;
  page: IdPage;
  shared: SharedDetails;
}

/** A page with everything the reader sees of it. */
export interface ReaderPage {
  page: IdPage;
  details: PublicationDetails;
}

/**
 * Feed pages shared by every reader of one audience: each request reads only the reader's own
 * state (views, likes, favorites) and the counters, in one statement that also answers the
 * publication content version. A page read before the version moved is loaded again, so a
 * published, edited, unpublished or re-flowed post shows at once, on every server process.
 */
export interface FeedPageCache {
  read(db: Db, key: string, userId: number, loadPage: () => Promise<IdPage>): Promise<ReaderPage>;
}

/** A feed page cache keeping pages `ttlMs` milliseconds; 0 reads everything on every request. */
export function createFeedPageCache(ttlMs: number): FeedPageCache {
  if (ttlMs <= 0) {
    return {
      async read(db, _key, userId, loadPage) {
        const page = await loadPage();
        return { page, details: await loadPublicationDetails(db, page.ids, userId) };
      },
    };
  }
  const pages = createSharedCache<SharedPage>(ttlMs, { maxEntries: MAX_PAGES });
  // The version is read first: a change landing during the load leaves the page marked older.
  const loadShared = async (db: Db, loadPage: () => Promise<IdPage>): Promise<SharedPage> => {
    const contentVersion = await readContentVersion(db);
    const page = await loadPage();
    return { contentVersion, page, shared: await loadSharedDetails(db, page.ids) };
  };
  return {
    async read(db, key, userId, loadPage) {
      let cached = await pages.get(key, () => loadShared(db, loadPage));
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
