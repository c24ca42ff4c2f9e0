import {
  endpoints,
  type PublicationFavoriteState,
  type PublicationItemViewState,
  type PublicationLikeState,
  type PublicationViewState,
} from '@app/contract';
import { callApi } from '../lib/call-api.ts';

// Toggle failures are reported by the toggles themselves (rollback, toast), not by error screens.
const quiet = { handleErrors: false } as const;

/** POST like-publication/create/{id}/ or DELETE like-publication/delete/{id}/. */
export function setLiked(id: number, liked: boolean): Promise<PublicationLikeState> {
  const endpoint = liked ? endpoints.likePublicationCreate : endpoints.likePublicationDelete;
  return callApi(endpoint, { params: { id }, ...quiet });
}

/** POST favorite-publication/create/{id}/ or DELETE favorite-publication/delete/{id}/. */
export function setFavorite(id: number, favorite: boolean): Promise<PublicationFavoriteState> {
  const endpoint = favorite
    ? endpoints.favoritePublicationCreate
    : endpoints.favoritePublicationDelete;
  return callApi(endpoint, { params: { id }, ...quiet });
}

/** POST view-publication/create/{id}/ or DELETE view-publication/delete/{id}/. */
export function setPostViewed(id: number, viewed: boolean): Promise<PublicationViewState> {
  const endpoint = viewed ? endpoints.viewPublicationCreate : endpoints.viewPublicationDelete;
  return callApi(endpoint, { params: { id }, ...quiet });
}

/** POST view-publication-item/create/{id}/ or DELETE view-publication-item/delete/{id}/. */
export function setItemViewed(itemId: number, viewed: boolean): Promise<PublicationItemViewState> {
  const endpoint = viewed
    ? endpoints.viewPublicationItemCreate
    : endpoints.viewPublicationItemDelete;
  return callApi(endpoint, { params: { id: itemId }, ...quiet });
}
