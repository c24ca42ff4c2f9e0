import type { ViewerFacts } from './viewer.ts';

/** Users of a free (green) flow have no publication likes (spec 01 §5, §6). */
export function canLikePublications(viewer: Pick<ViewerFacts, 'isGreen'>): boolean {
  return !viewer.isGreen;
}

/** Staff have no viewed controls, on a post or on its videos (spec 01 §6). */
export function canMarkViewed(viewer: Pick<ViewerFacts, 'isStaff'>): boolean {
  return !viewer.isStaff;
}

/** Staff have no favorites (spec 01 §6). */
export function canFavorite(viewer: Pick<ViewerFacts, 'isStaff'>): boolean {
  return !viewer.isStaff;
}

/** Only staff filter lists by flow and sort them (spec 01 §6); a client reads their own flow. */
export function canFilterByFlows(viewer: Pick<ViewerFacts, 'isStaff'>): boolean {
  return viewer.isStaff;
}

/** The paid psychology group's slug. */
export const RPP_GROUP = 'physical_rpp';

/** Staff see every publication of every state and flow (DESIGN §4). */
export function canSeeEverything(viewer: Pick<ViewerFacts, 'isStaff'>): boolean {
  return viewer.isStaff;
}

/** The physical_rpp group (feed tab, search block, counts) is for paid users and staff. */
export function canSeeRppGroup(viewer: { isStaff: boolean; isPaidRpp: boolean }): boolean {
  return viewer.isStaff || viewer.isPaidRpp;
}
