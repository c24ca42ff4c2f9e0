import { useCallback, useEffect, useRef } from 'react';
import { clearDraft, fitDraftValues, writeDraft } from '../lib/draft-storage.ts';
import type { EditorFormValues } from '../lib/form-values.ts';

/** A changed form is written to localStorage at most this long after a change. */
export const AUTOSAVE_DELAY_MS = 3000;

export interface DraftAutosave {
  /** Writes the draft now (when the form differs from the saved post). */
  flush: () => void;
  /** The post was saved: forgets the draft and stops writing it. */
  stop: () => void;
}

/**
 * Keeps the form's draft of post `id` in localStorage while it differs from `saved` (the server's
 * version, whose fingerprint is `base`): a few seconds after a change, when the page is hidden
 * or closed, and when the form unmounts. A form back to the saved post removes its draft.
 */
export function useDraftAutosave(
  id: number | null,
  values: EditorFormValues,
  saved: EditorFormValues,
  base: string | null,
  dirty: boolean,
): DraftAutosave {
  const latest = useRef({ values, saved, dirty });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);
  const written = useRef(false);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (stopped.current) return;
    const current = latest.current;
    if (!current.dirty) {
      if (written.current) clearDraft(id);
      written.current = false;
      return;
    }
    const fitted = fitDraftValues(current.values, current.saved);
    written.current = writeDraft(id, { savedAt: new Date().toISOString(), base, ...fitted });
  }, [id, base]);

  const stop = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    stopped.current = true;
    clearDraft(id);
  }, [id]);

  useEffect(() => {
    latest.current = { values, saved, dirty };
    if (!dirty) flush();
    else timer.current ??= setTimeout(flush, AUTOSAVE_DELAY_MS);
  }, [values, saved, dirty, flush]);

  useEffect(() => {
    const handleHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', handleHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', handleHide);
      flush();
    };
  }, [flush]);

  return { flush, stop };
}
