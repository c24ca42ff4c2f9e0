/**
 * Notices the user hid in the open popup (spec 01 §4): hidden locally, restorable until the
 * popup closes, then deleted on the server. A set of ids, never mutated in place.
 */
export type HiddenNotices = ReadonlySet<number>;

export const NO_HIDDEN_NOTICES: HiddenNotices = new Set();

/** Hides a notice (it shows the restore message instead). */
export function hideNotice(hidden: HiddenNotices, id: number): HiddenNotices {
  if (hidden.has(id)) return hidden;
  return new Set(hidden).add(id);
}

/** Restores a hidden notice. */
export function restoreNotice(hidden: HiddenNotices, id: number): HiddenNotices {
  if (!hidden.has(id)) return hidden;
  const next = new Set(hidden);
  next.delete(id);
  return next;
}

/** The ids to delete on the server when the popup closes, in ascending order. */
export function idsToDelete(hidden: HiddenNotices): number[] {
  return [...hidden].sort((a, b) => a - b);
}
