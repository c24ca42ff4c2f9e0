/** The notice list loads its next page within this distance of its bottom (spec 01 §9). */
export const NOTICE_SCROLL_THRESHOLD_PX = 300;
/** At most one check per this many milliseconds while scrolling (spec 01 §9). */
export const NOTICE_SCROLL_THROTTLE_MS = 500;

/** The scroll position of a scrolling box. */
export interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** True when the box is scrolled within `threshold` px of its bottom. */
export function isNearBottom(box: ScrollBox, threshold = NOTICE_SCROLL_THRESHOLD_PX): boolean {
  return box.scrollHeight - (box.scrollTop + box.clientHeight) <= threshold;
}

/**
 * A leading-and-trailing throttle: `run` runs at once, then at most once per `waitMs`; calls in
 * between collapse into one trailing run. `cancel` drops a pending trailing run.
 */
export function throttle(
  run: () => void,
  waitMs = NOTICE_SCROLL_THROTTLE_MS,
  now: () => number = Date.now,
): { call: () => void; cancel: () => void } {
  let lastRun = -Infinity;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    pending = undefined;
    lastRun = now();
    run();
  };
  return {
    call() {
      if (pending !== undefined) return;
      const wait = waitMs - (now() - lastRun);
      if (wait <= 0) fire();
      else pending = setTimeout(fire, wait);
    },
    cancel() {
      if (pending !== undefined) clearTimeout(pending);
      pending = undefined;
    },
  };
}
