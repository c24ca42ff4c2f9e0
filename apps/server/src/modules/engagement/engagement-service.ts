import type {
  PublicationFavoriteState,
  PublicationItemViewState,
  PublicationLikeState,
  PublicationViewState,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../plugins/http-errors.ts';
import { computeIView } from '../publications/i-view.ts';
import { requireVisiblePublication } from '../publications/publication-service.ts';
import type { Viewer } from '../publications/viewer.ts';
import { canFavorite, canLike, canMarkViewed } from './engagement-policy.ts';
import {
  addItemView,
  addPublicationView,
  countLikes,
  findViewFacts,
  findVisibleItem,
  isItemViewed,
  isLiked,
  removeItemView,
  removePublicationView,
  setFavorite,
  setLike,
} from './engagement-repo.ts';

function forbidden(detail: string): HttpError {
  return new HttpError(403, detail, 'permission_denied');
}

async function viewState(db: Db, viewer: Viewer, id: number): Promise<PublicationViewState> {
  const facts = await findViewFacts(db, viewer.id, id);
  const iView = computeIView(
    facts.videos.map((video) => video.is_view),
    facts.publicationViewed,
  );
  return { id, i_view: iView, videos: facts.videos };
}

/**
 * Marks (or unmarks) the whole publication viewed; marking covers all its videos, unmarking
 * clears them. 404 when not visible, 403 for staff.
 */
export async function setPublicationViewed(
  db: Db,
  viewer: Viewer,
  id: number,
  viewed: boolean,
): Promise<PublicationViewState> {
  const publicationId = await requireVisiblePublication(db, viewer, id);
  if (!canMarkViewed(viewer)) throw forbidden('Staff have no viewed marks.');
  if (viewed) await addPublicationView(db, viewer.id, publicationId);
  else await removePublicationView(db, viewer.id, publicationId);
  return viewState(db, viewer, publicationId);
}

/** Marks (or unmarks) one item viewed and answers the publication's new i_view. */
export async function setItemViewed(
  db: Db,
  viewer: Viewer,
  itemId: number,
  viewed: boolean,
): Promise<PublicationItemViewState> {
  const item = await findVisibleItem(db, itemId, viewer);
  if (!item) throw notFound();
  if (!canMarkViewed(viewer)) throw forbidden('Staff have no viewed marks.');
  if (viewed) await addItemView(db, viewer.id, item.id);
  else await removeItemView(db, viewer.id, item.id);
  const [state, isView] = await Promise.all([
    viewState(db, viewer, item.publicationId),
    isItemViewed(db, viewer.id, item.id),
  ]);
  return { id: item.id, is_view: isView, publication: { id: state.id, i_view: state.i_view } };
}

/** Likes (or unlikes) the publication. 404 when not visible, 403 on a green flow. */
export async function setPublicationLiked(
  db: Db,
  viewer: Viewer,
  id: number,
  liked: boolean,
): Promise<PublicationLikeState> {
  const publicationId = await requireVisiblePublication(db, viewer, id);
  if (!canLike(viewer)) throw forbidden('Likes are not available on your flow.');
  await setLike(db, viewer.id, publicationId, liked);
  const [iLiked, likeCount] = await Promise.all([
    isLiked(db, viewer.id, publicationId),
    countLikes(db, publicationId),
  ]);
  return { id: publicationId, i_liked: iLiked, like_count: likeCount };
}

/** Adds (or removes) the publication to the favorites. 404 when not visible, 403 for staff. */
export async function setPublicationFavorite(
  db: Db,
  viewer: Viewer,
  id: number,
  favorite: boolean,
): Promise<PublicationFavoriteState> {
  const publicationId = await requireVisiblePublication(db, viewer, id);
  if (!canFavorite(viewer)) throw forbidden('Staff have no favorites.');
  await setFavorite(db, viewer.id, publicationId, favorite);
  return { id: publicationId, favorite };
}
