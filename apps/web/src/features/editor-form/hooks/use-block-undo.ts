import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, showToast } from '../../../shared/ui/toast/toast-store.ts';
import { insertBlock, type EditorBlock } from '../lib/blocks.ts';
import type { EditorFormValues } from '../lib/form-values.ts';

/** The Undo of a deleted block stays longer than a plain toast: it has a button to reach. */
const UNDO_TOAST_MS = 10_000;

/**
 * The handler of a deleted block: a toast whose Undo puts the block back at its place. The
 * toasts still shown go when the form goes.
 */
export function useBlockUndo(setValues: Dispatch<SetStateAction<EditorFormValues>>) {
  const { t } = useTranslation();
  const undoToasts = useRef<number[]>([]);

  useEffect(() => {
    const shown = undoToasts.current;
    return () => shown.forEach(dismissToast);
  }, []);

  return (block: EditorBlock, index: number) => {
    const toastId = showToast(t('editorForm.blockDeleted'), 'info', {
      durationMs: UNDO_TOAST_MS,
      action: {
        label: t('editorForm.undo'),
        onAction: () =>
          setValues((current) => ({
            ...current,
            blocks: insertBlock(current.blocks, index, block),
          })),
      },
    });
    undoToasts.current.push(toastId);
  };
}
