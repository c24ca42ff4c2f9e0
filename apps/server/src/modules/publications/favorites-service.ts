import type { FavoriteListQuery, FavoriteListResponse } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { JsonAnswer } from '../../plugins/json-answer.ts';
import { searchForgivingTypos, type MaybeCorrected } from '../search/forgiving-search.ts';
import { tagsKey, visibilityKey } from './audience-key.ts';
import { loadMorePagination } from './pagination.ts';
import { encodePublicationAnswer, presentPublicationJson } from './publication-json.ts';
import { favoritesScope } from './publication-filters-repo.ts';
import { findFavoriteIdPage, readFavoritesVersion, type IdPage } from './publications-repo.ts';
import type { SharedPageCache } from './shared-page-cache.ts';
import type { Viewer } from './viewer.ts';

/** A page of a user's favorites as found: which posts, and the text searched instead. */
export type FavoritePage = MaybeCorrected<IdPage>;

/**
 * A page of the viewer's favorites they can still see, with tag and text filters. The page is
 * kept (`pages`) under the user's favorites version, so a starred or unstarred post shows at
 * once on every process, and checked against the publication content version like any list.
 */
export async function getFavoriteList(
  db: Db,
  viewer: Viewer,
  query: FavoriteListQuery,
  pages: SharedPageCache<FavoritePage>,
): Promise<JsonAnswer<FavoriteListResponse>> {
  // Read before the page: a change landing during its load leaves it under the older version.
  const version = await readFavoritesVersion(db, viewer.id);
  const key = [
    `user=${viewer.id}`,
    `favorites=${version}`,
    visibilityKey(viewer, []),
    tagsKey(query.feed_tags),
    `text=${query.full_text_search}`,
    `page=${query.page}`,
  ].join(';');
  const { page, details } = await pages.read(db, key, viewer.id, () =>
    searchForgivingTypos(
      db,
      query.full_text_search,
      (text) =>
        findFavoriteIdPage(
          db,
          viewer.id,
          favoritesScope(viewer, query.feed_tags, text),
          query.page,
        ),
      (found) => found.ids.length > 0,
    ),
  );
  return encodePublicationAnswer<FavoriteListResponse>({
    results: presentPublicationJson(page.ids, details, viewer.language),
    pagination: loadMorePagination(query.page, page.hasNext),
    ...(page.search_correction === undefined ? {} : { search_correction: page.search_correction }),
  });
}
