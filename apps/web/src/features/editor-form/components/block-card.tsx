import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorBlock } from '../lib/blocks.ts';
import type { MoveDirection } from '../lib/move.ts';
import { BlockBody } from './block-body.tsx';
import insertStyles from './block-insert.module.css';
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
  /** What follows the card inside its list item (the "+" to the next block): it moves with it. */
  after?: ReactNode;
}

/** One block in the list: its drag handle, arrows, delete button and fields. */
export function BlockCard(props: BlockCardProps) {
  const { block, index, count, editingKey, errors, after, ...actions } = props;
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
      className={`${insertStyles.item} ${isDragging ? insertStyles.itemDragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-label={label}
      data-block-type={block.item_type}
      data-block-key={block.key}
    >
      <div className={`${styles.block} ${isDragging ? styles.dragging : ''}`}>
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
          <BlockActions
            first={index === 0}
            last={index === count - 1}
            onMove={actions.onMove}
            onDelete={actions.onDelete}
          />
        </div>
        <div data-block-body="">
          <BlockBody
            block={block}
            onChange={actions.onChange}
            editing={editingKey === block.key}
            editDisabled={locked && editingKey !== block.key}
            onEdit={actions.onEdit}
            onSaveText={actions.onSaveText}
          />
        </div>
        {errors?.map((message) => (
          <p key={message} className={styles.error} role="alert">
            {message}
          </p>
        ))}
      </div>
      {after}
    </li>
  );
}

/** Move up, move down (disabled at the list's edges) and delete. */
function BlockActions(props: {
  first: boolean;
  last: boolean;
  onMove: (direction: MoveDirection) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.blockActions}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('editorForm.moveUp')}
        title={t('editorForm.moveUp')}
        disabled={props.first}
        onClick={() => props.onMove('up')}
      >
        ↑
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('editorForm.moveDown')}
        title={t('editorForm.moveDown')}
        disabled={props.last}
        onClick={() => props.onMove('down')}
      >
        ↓
      </button>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.danger}`}
        aria-label={t('editorForm.deleteBlock')}
        title={t('editorForm.deleteBlock')}
        onClick={props.onDelete}
      >
        ✕
      </button>
    </div>
  );
}
