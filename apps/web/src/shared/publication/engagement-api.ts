import {
  api,
  type PublicationFavoriteState,
  type PublicationItemViewState,
  type PublicationLikeState,
  type PublicationViewState,
} from '@app/contract';
import { apiRequest } from '../lib/api-client.ts';
import { apiUrl } from '../lib/runtime-config.ts';

// Toggle failures are reported by the toggles themselves (rollback, toast), not by error screens.
function post<T>(path: string, create: boolean): Promise<T> {
  return apiRequest<T>(apiUrl(path), {
    method: create ? 'POST' : 'DELETE',
    handleErrors: false,
  });
}

/** POST like-publication/create/{id}/ or DELETE like-publication/delete/{id}/. */
export function setLiked(id: number, liked: boolean): Promise<PublicationLikeState> {
  return post(liked ? api.likePublicationCreate(id) : api.likePublicationDelete(id), liked);
}

/** POST favorite-publication/create/{id}/ or DELETE favorite-publication/delete/{id}/. */
export function setFavorite(id: number, favorite: boolean): Promise<PublicationFavoriteState> {
  return post(
    favorite ? api.favoritePublicationCreate(id) : api.favoritePublicationDelete(id),
    favorite,
  );
}

/** POST view-publication/create/{id}/ or DELETE view-publication/delete/{id}/. */
export function setPostViewed(id: number, viewed: boolean): Promise<PublicationViewState> {
  return post(viewed ? api.viewPublicationCreate(id) : api.viewPublicationDelete(id), viewed);
}

/** POST view-publication-item/create/{id}/ or DELETE view-publication-item/delete/{id}/. */
export function setItemViewed(itemId: number, viewed: boolean): Promise<PublicationItemViewState> {
  return post(
    viewed ? api.viewPublicationItemCreate(itemId) : api.viewPublicationItemDelete(itemId),
    viewed,
  );
}
