import type { Viewer } from '../publications/viewer.ts';

/** Users of a free (green) flow have no likes (spec 01 §5, §6). */
export function canLike(viewer: Pick<Viewer, 'isGreen'>): boolean {
  return !viewer.isGreen;
}

/** Staff have no viewed controls (spec 01 §6). */
export function canMarkViewed(viewer: Pick<Viewer, 'isStaff'>): boolean {
  return !viewer.isStaff;
}

/** Staff have no favorites (spec 01 §6). */
export function canFavorite(viewer: Pick<Viewer, 'isStaff'>): boolean {
  return !viewer.isStaff;
}
