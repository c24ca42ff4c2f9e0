import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { EditorBlock } from '../lib/blocks.ts';
import type { MoveDirection } from '../lib/move.ts';
import { BlockBody } from './block-body.tsx';
import styles from './editor-form.module.css';

export interface BlockCardProps {
  block: EditorBlock;
  index: number;
  count: number;
  /** Key of the text block in edit mode, or null. */
  editingKey: string | null;
  errors: string[] | undefined;
  onChange: (patch: Partial<EditorBlock>) => void;
  onMove: (direction: MoveDirection) => void;
  onDelete: () => void;
  onEdit: () => void;
  onSaveText: () => void;
}

/** One block in the list: its drag handle, arrows, delete button and fields. */
export function BlockCard({ block, index, count, editingKey, errors, ...actions }: BlockCardProps) {
  const { t } = useTranslation();
  const locked = editingKey !== null;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: block.key, disabled: locked });
  const label = t('editorForm.blockLabel', {
    number: index + 1,
    type: t(`editorForm.blockTypes.${block.item_type}`),
  });

  return (
    <li
      ref={setNodeRef}
      className={`${styles.block} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-label={label}
      data-block-type={block.item_type}
    >
      <div className={styles.blockHeader}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          aria-label={t('editorForm.drag')}
          title={t('editorForm.drag')}
          disabled={locked}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
        <span className={styles.blockTitle}>{label}</span>
        <div className={styles.blockActions}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('editorForm.moveUp')}
            title={t('editorForm.moveUp')}
            disabled={index === 0}
            onClick={() => actions.onMove('up')}
          >
            ↑
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('editorForm.moveDown')}
            title={t('editorForm.moveDown')}
            disabled={index === count - 1}
            onClick={() => actions.onMove('down')}
          >
            ↓
          </button>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.danger}`}
            aria-label={t('editorForm.deleteBlock')}
            title={t('editorForm.deleteBlock')}
            onClick={actions.onDelete}
          >
            ✕
          </button>
        </div>
      </div>
      <BlockBody
        block={block}
        onChange={actions.onChange}
        editing={editingKey === block.key}
        editDisabled={locked && editingKey !== block.key}
        onEdit={actions.onEdit}
        onSaveText={actions.onSaveText}
      />
      {errors?.map((message) => (
        <p key={message} className={styles.error} role="alert">
          {message}
        </p>
      ))}
    </li>
  );
}
