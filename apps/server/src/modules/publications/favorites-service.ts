import type { FavoriteListQuery, FavoriteListResponse } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { searchForgivingTypos } from '../search/forgiving-search.ts';
import { loadMorePagination } from './pagination.ts';
import { loadPublications } from './publication-loader.ts';
import { favoritesScope } from './publication-filters-repo.ts';
import { findFavoriteIdPage } from './publications-repo.ts';
import type { Viewer } from './viewer.ts';

/** A page of the viewer's favorites they can still see, with tag and text filters. */
export async function getFavoriteList(
  db: Db,
  viewer: Viewer,
  query: FavoriteListQuery,
): Promise<FavoriteListResponse> {
  return searchForgivingTypos(
    db,
    query.full_text_search,
    async (text) => {
      const where = favoritesScope(viewer, query.feed_tags, text);
      const page = await findFavoriteIdPage(db, viewer.id, where, query.page);
      return {
        results: await loadPublications(db, viewer, page.ids),
        pagination: loadMorePagination(query.page, page.hasNext),
      };
    },
    (answer) => answer.results.length > 0,
  );
}
