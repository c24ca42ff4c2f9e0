/** Image viewer zoom bounds and steps (spec 01 §9: 1× to 4×, wheel step 0.1). */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
export const ZOOM_WHEEL_STEP = 0.1;
export const ZOOM_BUTTON_STEP = 0.5;

/** `zoom + delta`, kept within 1×–4× and rounded to a tenth (no float drift from wheel steps). */
export function nextZoom(zoom: number, delta: number): number {
  const next = Math.round((zoom + delta) * 10) / 10;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next));
}

/** The zoom change of one wheel event: scrolling up zooms in by one step, down zooms out. */
export function wheelZoomDelta(deltaY: number): number {
  if (deltaY === 0) return 0;
  return deltaY < 0 ? ZOOM_WHEEL_STEP : -ZOOM_WHEEL_STEP;
}
