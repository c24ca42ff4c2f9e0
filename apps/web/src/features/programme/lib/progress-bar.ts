/** Smallest visible width of a started progress bar's fill, in percent (spec 01 §9): desktop, mobile. */
export const PROGRESS_BAR_MIN_WIDTH = { desktop: 4, mobile: 8 } as const;

/** 0..100, whole: what the page shows for a server percentage. */
export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

/**
 * Width of the bar's fill for `percent` (0..100): none at 0 (an empty bar, nothing done yet);
 * any progress at all shows at least `minimum` (4% on desktop, 8% on small screens), so 1% is
 * still seen.
 */
export function progressBarWidth(percent: number, minimum: number): number {
  const value = clampPercent(percent);
  return value === 0 ? 0 : Math.max(minimum, value);
}

/** Complete (100%) sections get the green border, the others the blue one. */
export function isComplete(percent: number): boolean {
  return clampPercent(percent) === 100;
}
