import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { createBlock, type BlockType, type EditorBlock } from '../lib/blocks.ts';
import { moveItem, moveItemTo } from '../lib/move.ts';
import { BlockCard } from './block-card.tsx';
import styles from './editor-form.module.css';

/** Spec 02 §9: a drag starts after 3 px; the page scrolls within 25 px of its edge. */
const DRAG_THRESHOLD_PX = 3;
const AUTO_SCROLL_ZONE_PX = 25;

const BLOCK_TYPES: BlockType[] = ['text', 'image', 'video_url', 'audio_url', 'doc'];

export interface BlockListProps {
  blocks: EditorBlock[];
  onBlocksChange: (blocks: EditorBlock[]) => void;
  /** A block was deleted from `index` (the form offers to put it back). */
  onBlockDeleted: (block: EditorBlock, index: number) => void;
  editingKey: string | null;
  onEditingKeyChange: (key: string | null) => void;
  blockErrors: Record<string, string[]>;
}

/**
 * The content blocks: add, move up/down, delete and drag (dnd-kit). While a text block is in
 * edit mode, dragging and adding are disabled (spec 02 §4).
 */
export function BlockList({
  blocks,
  onBlocksChange,
  onBlockDeleted,
  editingKey,
  onEditingKeyChange,
  blockErrors,
}: BlockListProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const locked = editingKey !== null;

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = blocks.findIndex((block) => block.key === active.id);
    const to = blocks.findIndex((block) => block.key === over.id);
    onBlocksChange(moveItemTo(blocks, from, to));
  };

  const addBlock = (type: BlockType) => {
    const block = createBlock(type);
    onBlocksChange([...blocks, block]);
    // A new text block opens in edit mode.
    if (type === 'text') onEditingKeyChange(block.key);
  };

  const updateBlock = (key: string, patch: Partial<EditorBlock>) =>
    onBlocksChange(blocks.map((block) => (block.key === key ? { ...block, ...patch } : block)));

  const deleteBlock = (index: number) => {
    const block = blocks[index];
    if (!block) return;
    onBlocksChange(blocks.filter((_, at) => at !== index));
    if (editingKey === block.key) onEditingKeyChange(null);
    onBlockDeleted(block, index);
  };

  return (
    <div className={styles.blocks}>
      {blocks.length === 0 ? (
        <p className={styles.hint}>{t('editorForm.noBlocks')}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={handleDragEnd}
          autoScroll={{
            threshold: {
              x: AUTO_SCROLL_ZONE_PX / Math.max(window.innerWidth, 1),
              y: AUTO_SCROLL_ZONE_PX / Math.max(window.innerHeight, 1),
            },
          }}
        >
          <SortableContext
            items={blocks.map((block) => block.key)}
            strategy={verticalListSortingStrategy}
          >
            <ol className={styles.blockList}>
              {blocks.map((block, index) => (
                <BlockCard
                  key={block.key}
                  block={block}
                  index={index}
                  count={blocks.length}
                  editingKey={editingKey}
                  errors={blockErrors[block.key]}
                  onChange={(patch) => updateBlock(block.key, patch)}
                  onMove={(direction) => onBlocksChange(moveItem(blocks, index, direction))}
                  onDelete={() => deleteBlock(index)}
                  onEdit={() => onEditingKeyChange(block.key)}
                  onSaveText={() => onEditingKeyChange(null)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <div className={styles.addBar} role="group" aria-label={t('editorForm.addBlock')}>
        <span className={styles.label}>{t('editorForm.addBlock')}:</span>
        {BLOCK_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className={styles.addButton}
            disabled={locked}
            onClick={() => addBlock(type)}
          >
            + {t(`editorForm.blockTypes.${type}`)}
          </button>
        ))}
        {locked && <span className={styles.hint}>{t('editorForm.editingLocked')}</span>}
      </div>
    </div>
  );
}
