import { api, withQuery, type FavoriteListResponse } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';

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
  const url = withQuery(api.favoriteList, {
    page,
    feed_tags: params.tags,
    full_text_search: params.search,
  });
  return apiRequest<FavoriteListResponse>(apiUrl(url), { signal });
}

/** Favorites pages from page 1, appended as they load; dropped when no screen shows them. */
export function favoritesQueryOptions(params: FavoritesParams) {
  return infiniteQueryOptions({
    queryKey: ['publications', 'favorites', params],
    queryFn: ({ pageParam, signal }) => getFavorites(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.has_next ? (last.pagination.next_page_number ?? undefined) : undefined,
    gcTime: 0,
  });
}

/** The favorites pages of `params`. */
export function useFavorites(params: FavoritesParams) {
  return useInfiniteQuery(favoritesQueryOptions(params));
}
