import type { Viewer } from '../publications/viewer.ts';

// The programme page is not for staff (spec 01 §2, §6): they have no progress of their own.
export { canOpenProgramme } from '@app/contract';

/** A disabled section stays locked: it shows greyed and its lessons are not listed. */
export function canOpenSection(section: { isEnabled: boolean }): boolean {
  return section.isEnabled;
}

/**
 * The viewer as a member of one of their flows: lessons are read by the feed's visibility rules
 * for that flow (published, for the flow or every flow, physical_rpp only when paid there), so a
 * past flow's programme shows its own lessons, not the current flow's.
 */
export function viewerInFlow(
  viewer: Viewer,
  membership: { flowId: number; isGreen: boolean; isPaidRpp: boolean },
): Viewer {
  return {
    ...viewer,
    flowId: membership.flowId,
    isGreen: membership.isGreen,
    isPaidRpp: membership.isPaidRpp,
  };
}
