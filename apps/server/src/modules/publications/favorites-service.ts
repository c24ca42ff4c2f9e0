import type { FavoriteListQuery, FavoriteListResponse } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { JsonAnswer } from '../../plugins/json-answer.ts';
import { searchForgivingTypos } from '../search/forgiving-search.ts';
import { loadMorePagination } from './pagination.ts';
import { readPublications } from './publication-loader.ts';
import { encodePublicationAnswer } from './publication-json.ts';
import { favoritesScope } from './publication-filters-repo.ts';
import { findFavoriteIdPage } from './publications-repo.ts';
import type { SharedDetailsStore } from './shared-details-store.ts';
import type { Viewer } from './viewer.ts';

/** A page of the viewer's favorites they can still see, with tag and text filters. */
export async function getFavoriteList(
  db: Db,
  viewer: Viewer,
  query: FavoriteListQuery,
  details: SharedDetailsStore,
): Promise<JsonAnswer<FavoriteListResponse>> {
  const answer = await searchForgivingTypos(
    db,
    query.full_text_search,
    async (text) => {
      const where = favoritesScope(viewer, query.feed_tags, text);
      const page = await findFavoriteIdPage(db, viewer.id, where, query.page);
      return {
        results: await readPublications(db, viewer, page.ids, details),
        pagination: loadMorePagination(query.page, page.hasNext),
      };
    },
    (found) => found.results.length > 0,
  );
  return encodePublicationAnswer<FavoriteListResponse>(answer);
}
