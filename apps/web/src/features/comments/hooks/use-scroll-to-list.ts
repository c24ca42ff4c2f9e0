import { useEffect, useRef } from 'react';

/** Spec 01 §9: after a page change, scroll to its first comment after 100 ms. */
const SCROLL_TO_FIRST_MS = 100;

/** The comment list's ref and `scrollToList`, which brings the list's top into view in 100 ms. */
export function useScrollToList() {
  const listRef = useRef<HTMLDivElement>(null);
  const scrollTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);

  const scrollToList = () => {
    window.clearTimeout(scrollTimer.current);
    scrollTimer.current = window.setTimeout(
      () => listRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
      SCROLL_TO_FIRST_MS,
    );
  };

  return { listRef, scrollToList };
}
