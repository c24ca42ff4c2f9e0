/** sessionStorage key of the sections a user left open, per flow. */
const keyOf = (flowId: number) => `programmeExpanded:${flowId}`;

/**
 * The sections of `flowId` left open in this tab: coming back from a lesson finds them open
 * again, their lessons reloaded with the new viewed marks.
 */
export function readExpandedSections(flowId: number): number[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(keyOf(flowId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id) => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Remembers the open sections of `flowId` for this tab. */
export function writeExpandedSections(flowId: number, ids: readonly number[]): void {
  try {
    if (ids.length === 0) window.sessionStorage.removeItem(keyOf(flowId));
    else window.sessionStorage.setItem(keyOf(flowId), JSON.stringify(ids));
  } catch {
    // Storage refused (private mode): the sections start closed next time.
  }
}
