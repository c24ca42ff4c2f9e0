import type { Viewer } from './viewer.ts';

/** The paid psychology group's slug. */
export const RPP_GROUP = 'physical_rpp';

/** Staff see every publication of every state and flow (DESIGN §4). */
export function canSeeEverything(viewer: Pick<Viewer, 'isStaff'>): boolean {
  return viewer.isStaff;
}

/** The physical_rpp group (feed tab, search block, counts) is for paid users and staff. */
export function canSeeRppGroup(viewer: Pick<Viewer, 'isStaff' | 'isPaidRpp'>): boolean {
  return viewer.isStaff || viewer.isPaidRpp;
}

/** Only staff filter lists by flow; a client always reads their own flow. */
export function canFilterByFlows(viewer: Pick<Viewer, 'isStaff'>): boolean {
  return viewer.isStaff;
}
