import { useEffect, useRef } from 'react';

/** Distance from the page bottom at which the next page loads (spec 01 §9). */
export const INFINITE_SCROLL_THRESHOLD_PX = 200;
/** At most one check per this many milliseconds while scrolling (spec 01 §9). */
export const INFINITE_SCROLL_THROTTLE_MS = 500;

export interface InfiniteScrollOptions {
  /** A next page exists. */
  hasNext: boolean;
  /** A page is being loaded: no second request meanwhile. */
  loading: boolean;
  onLoadMore: () => void;
}

function nearPageBottom(): boolean {
  const scrolled = window.scrollY + window.innerHeight;
  return document.documentElement.scrollHeight - scrolled <= INFINITE_SCROLL_THRESHOLD_PX;
}

/**
 * Loads the next page when the window is scrolled within 200 px of the bottom, checking at most
 * every 500 ms (leading and trailing), only while a next page exists and nothing is loading.
 */
export function useInfiniteScroll({ hasNext, loading, onLoadMore }: InfiniteScrollOptions): void {
  const latest = useRef({ hasNext, loading, onLoadMore });
  useEffect(() => {
    latest.current = { hasNext, loading, onLoadMore };
  });

  useEffect(() => {
    let lastRun = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      lastRun = Date.now();
      pending = undefined;
      const state = latest.current;
      if (state.hasNext && !state.loading && nearPageBottom()) state.onLoadMore();
    };
    const handleScroll = () => {
      if (pending !== undefined) return;
      const wait = INFINITE_SCROLL_THROTTLE_MS - (Date.now() - lastRun);
      if (wait <= 0) check();
      else pending = setTimeout(check, wait);
    };
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', handleScroll);
      if (pending !== undefined) clearTimeout(pending);
    };
  }, []);
}
