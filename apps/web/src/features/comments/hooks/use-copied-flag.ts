import { useEffect, useRef, useState } from 'react';

/** Spec 01 §9: a link-copied indicator stays for 3 s. */
export const COPIED_FLAG_MS = 3000;

/**
 * Copies text to the clipboard and raises a flag for 3 s on success; a failed copy is only
 * logged (spec 01 §8).
 */
export function useCopiedFlag(): [boolean, (text: string) => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = (text: string) => {
    // navigator.clipboard is missing outside secure contexts: that is a failed copy too.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => {
          setCopied(true);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => setCopied(false), COPIED_FLAG_MS);
        },
        (error: unknown) => console.warn('Clipboard copy failed', error),
      );
  };
  return [copied, copy];
}
