import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockType } from '../lib/blocks.ts';
import styles from './block-insert.module.css';
import editorStyles from './editor-form.module.css';

/** The kinds of block the editor adds, in the order it offers them. */
export const BLOCK_TYPES: readonly BlockType[] = ['text', 'image', 'video_url', 'audio_url', 'doc'];

export interface BlockInsertProps {
  /** Names the "+" and its choices: "Добавить блок после блока 2". */
  label: string;
  open: boolean;
  /** While a text block is being edited nothing is added (spec 02 §4). */
  disabled: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (type: BlockType) => void;
}

/**
 * A "+" between two blocks: it opens the block-type choice in place (a disclosure; the focus
 * goes to the first choice, Escape closes it and returns to the "+").
 */
export function BlockInsert({ label, open, disabled, onOpenChange, onChoose }: BlockInsertProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const firstChoiceRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) firstChoiceRef.current?.focus();
  }, [open]);

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    onOpenChange(false);
    toggleRef.current?.focus();
  };

  return (
    <div className={styles.insert}>
      <div className={styles.row}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-label={label}
          title={label}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          disabled={disabled}
          onClick={() => onOpenChange(!open)}
          onKeyDown={handleKeyDown}
        >
          <span aria-hidden="true">{open ? '×' : '+'}</span>
        </button>
      </div>
      {open && (
        <div id={panelId} className={styles.choices} role="group" aria-label={label}>
          <span className={editorStyles.label}>{t('editorForm.addBlock')}:</span>
          {BLOCK_TYPES.map((type, index) => (
            <button
              key={type}
              ref={index === 0 ? firstChoiceRef : undefined}
              type="button"
              className={editorStyles.addButton}
              onClick={() => onChoose(type)}
              onKeyDown={handleKeyDown}
            >
              {t(`editorForm.blockTypes.${type}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
