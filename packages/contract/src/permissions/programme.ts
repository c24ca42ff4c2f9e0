import type { ViewerFacts } from './viewer.ts';

/** The programme is not for staff (spec 01 §2, §6): they have no progress of their own. */
export function canOpenProgramme(viewer: Pick<ViewerFacts, 'isStaff'>): boolean {
  return !viewer.isStaff;
}
