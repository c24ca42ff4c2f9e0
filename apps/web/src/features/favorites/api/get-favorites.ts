import { endpoints, type FavoriteListResponse } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { publicationKeys } from '../../../shared/lib/query-keys.ts';
import { listPagesOptions } from '../../../shared/listing/api/list-pages-options.ts';

/** What the favorites list shows; a change starts it afresh from page 1. */
export interface FavoritesParams {
  tags: string[];
  /** Applied search text; '' for the plain list. */
  search: string;
}

/** Loads one page of the caller's favorites (GET /api/v1/publication/favorite/list/). */
export function getFavorites(
  params: FavoritesParams,
  page: number,
  signal?: AbortSignal,
): Promise<FavoriteListResponse> {
  const query = { page, feed_tags: params.tags, full_text_search: params.search };
  return callApi(endpoints.favoriteList, { query, signal });
}

/**
 * Favorites pages from page 1, appended as they load, per visit (`visit`: the history entry),
 * so Back finds the pages loaded and a fresh visit starts from page 1.
 */
export function favoritesQueryOptions(params: FavoritesParams, visit: string) {
  return listPagesOptions(publicationKeys.list('favorites', params, visit), (page, signal) =>
    getFavorites(params, page, signal),
  );
}

/** The favorites pages of `params` in this visit. */
export function useFavorites(params: FavoritesParams, visit: string) {
  return useInfiniteQuery(favoritesQueryOptions(params, visit));
}
