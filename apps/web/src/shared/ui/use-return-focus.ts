import { useState, type RefObject } from 'react';

/**
 * Where the focus goes when a Radix dialog closes. Our dialogs open without a `Dialog.Trigger`, so
 * Radix would focus its missing trigger, i.e. nothing, and a keyboard user would restart from
 * the top of the page. This remembers the element focused when the dialog first rendered (its
 * opener) and focuses it again; `fallback` stands in when the opener has gone meanwhile (a menu
 * item, a popup the dialog replaced). Pass the result as `onCloseAutoFocus` of `Dialog.Content`.
 */
export function useReturnFocus(fallback?: RefObject<HTMLElement | null>): (event: Event) => void {
  const [opener] = useState(() => {
    const active = document.activeElement;
    return active instanceof HTMLElement && active !== document.body ? active : null;
  });
  return (event: Event) => {
    event.preventDefault();
    const target = opener?.isConnected ? opener : fallback?.current;
    target?.focus({ preventScroll: true });
  };
}
