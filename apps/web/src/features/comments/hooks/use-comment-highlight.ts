import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 01 §9: scroll to a comment after 50 ms; the highlight lasts 2 s. */
const SCROLL_TO_COMMENT_MS = 50;
const HIGHLIGHT_MS = 2000;

/**
 * The comment highlighted for 2 s after it is brought into view; `highlight` scrolls to its
 * element after 50 ms and starts the 2 s (a new one cancels the previous timers).
 */
export function useCommentHighlight() {
  const [highlighted, setHighlighted] = useState<number | null>(null);
  // Scroll and highlight timers outlive the phase change that starts them.
  const timers = useRef<number[]>([]);

  const highlight = useCallback((pk: number, element: HTMLElement) => {
    setHighlighted(pk);
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [
      window.setTimeout(
        () => element.scrollIntoView({ block: 'center', behavior: 'smooth' }),
        SCROLL_TO_COMMENT_MS,
      ),
      window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS),
    ];
  }, []);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  return { highlighted, highlight };
}
