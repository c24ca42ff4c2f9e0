import { useEffect } from 'react';
import { logClick } from './log-click.ts';

/**
 * Logs click-audio when the window loses focus to an embedded player frame of publication
 * `publicationId` (the user clicked into a video or audio iframe). Frames carry their item id
 * in `data-publication-item`.
 */
export function useFrameFocusLogging(publicationId: number): void {
  useEffect(() => {
    const handleBlur = () => {
      // The focused element is updated just after blur fires.
      window.setTimeout(() => {
        const active = document.activeElement;
        if (!(active instanceof HTMLIFrameElement)) return;
        const item = Number(active.dataset.publicationItem);
        logClick('audio', {
          publication: publicationId,
          publication_item: Number.isInteger(item) && item > 0 ? item : null,
        });
      }, 0);
    };
    window.addEventListener('blur', handleBlur);
    return () => window.removeEventListener('blur', handleBlur);
  }, [publicationId]);
}
