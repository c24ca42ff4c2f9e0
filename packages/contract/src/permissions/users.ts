import type { ViewerFacts } from './viewer.ts';

/**
 * The staff tools (the editor's publications and their schedules, spec 02): staff only,
 * moderators included in the refusal (they moderate comments, not publications).
 */
export function canUseStaffTools(viewer: Pick<ViewerFacts, 'isStaff'>): boolean {
  return viewer.isStaff;
}

/** Staff and moderators open a client's card from their name on a comment (spec 01 §6). */
export function canOpenUserCards(viewer: Pick<ViewerFacts, 'isStaff' | 'isModerator'>): boolean {
  return viewer.isStaff || viewer.isModerator;
}

/** Cards exist for the people staff talk to: a staff account has none. */
export function hasUserCard(user: { isStaff: boolean }): boolean {
  return !user.isStaff;
}

/** The telegram id on the card, and its copy action, are for moderators only (spec 01 §6). */
export function canSeeTelegramId(viewer: Pick<ViewerFacts, 'isModerator'>): boolean {
  return viewer.isModerator;
}

/**
 * The rpp_ notice channel (Physical Psychology) exists only for users who paid for it on their
 * current flow (DESIGN §4): others neither see nor set those keys.
 */
export function canUseRppChannel(user: { paidRppOnCurrentFlow: boolean }): boolean {
  return user.paidRppOnCurrentFlow;
}
