import { useEffect, useRef, useState, type PointerEvent } from 'react';

/** The props a toggletip's anchor and its button take from `useToggletip`. */
export interface Toggletip {
  shown: boolean;
  /** For the element holding the button and the tip: the tip stays while the pointer is in it. */
  anchorProps: {
    onPointerLeave: (event: PointerEvent) => void;
  };
  buttonProps: {
    onPointerEnter: (event: PointerEvent) => void;
    onPointerDown: () => void;
    onFocus: () => void;
    onBlur: () => void;
    onClick: () => void;
  };
}

/**
 * A tooltip behind an 'i' button: shown while a mouse hovers it or the keyboard focuses it; a
 * click or a tap pins it open and the next one hides it (a touch never counts as hover). Escape
 * hides it wherever focus and pointer are (WCAG 1.4.13); it stays hidden until the pointer or
 * focus leaves and comes back.
 */
export function useToggletip(): Toggletip {
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const pointerDown = useRef(false);
  const shown = (hovered || keyboardFocus || pressed) && !dismissed;

  useEffect(() => {
    if (!shown) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDismissed(true);
      setPressed(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [shown]);

  return {
    shown,
    anchorProps: {
      onPointerLeave: (event) => {
        if (event.pointerType !== 'mouse') return;
        setHovered(false);
        setDismissed(false);
      },
    },
    buttonProps: {
      onPointerEnter: (event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      },
      onPointerDown: () => {
        pointerDown.current = true;
      },
      onFocus: () => {
        // Focus that a click or tap brings is not keyboard focus: the click decides.
        if (!pointerDown.current) setKeyboardFocus(true);
      },
      onBlur: () => {
        setKeyboardFocus(false);
        setPressed(false);
        setDismissed(false);
        pointerDown.current = false;
      },
      onClick: () => {
        pointerDown.current = false;
        setDismissed(pressed);
        setPressed(!pressed);
      },
    },
  };
}
