import { useLayoutEffect, type RefObject } from 'react';

/** Default input heights (spec 01 §9): 35 px, 27 px for replies; the box grows with the text. */
const MIN_HEIGHT = { top: 35, reply: 27 } as const;
const MAX_HEIGHT = 320;

/** Fits the comment text box's height to its `text`, between its default height and 320 px. */
export function useAutoGrow(
  textareaRef: RefObject<HTMLTextAreaElement | null>,
  text: string,
  variant: keyof typeof MIN_HEIGHT,
) {
  useLayoutEffect(() => {
    const box = textareaRef.current;
    if (!box) return;
    box.style.height = 'auto';
    // An empty box keeps its default height (a long placeholder would otherwise grow it).
    const content = text ? box.scrollHeight + 2 : 0;
    const height = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT[variant], content));
    box.style.height = `${height}px`;
  }, [textareaRef, text, variant]);
}
