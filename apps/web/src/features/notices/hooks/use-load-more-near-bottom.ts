import { useEffect, useRef } from 'react';
import { isNearBottom, throttle } from '../lib/scroll-near-bottom.ts';

export interface LoadMoreOptions {
  /** The scrolling list (null until it is mounted: a dialog portal mounts after its parent). */
  scroller: HTMLElement | null;
  hasNext: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * Loads the next page when `scroller` is scrolled within 300 px of its bottom, checking at most
 * every 500 ms (spec 01 §9), only while a next page exists and nothing is loading.
 */
export function useLoadMoreNearBottom({
  scroller,
  hasNext,
  loading,
  onLoadMore,
}: LoadMoreOptions): void {
  const latest = useRef({ hasNext, loading, onLoadMore });
  useEffect(() => {
    latest.current = { hasNext, loading, onLoadMore };
  });

  useEffect(() => {
    const element = scroller;
    if (!element) return;
    const check = throttle(() => {
      const state = latest.current;
      if (state.hasNext && !state.loading && isNearBottom(element)) state.onLoadMore();
    });
    element.addEventListener('scroll', check.call, { passive: true });
    return () => {
      element.removeEventListener('scroll', check.call);
      check.cancel();
    };
  }, [scroller]);
}
