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
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createBlock, insertBlock, type BlockType, type EditorBlock } from '../lib/blocks.ts';
import { moveItem, moveItemTo } from '../lib/move.ts';
import { BlockCard } from './block-card.tsx';
import { BLOCK_TYPES, BlockInsert } from './block-insert.tsx';
import styles from './editor-form.module.css';

/** Spec 02 §9: a drag starts after 3 px; the page scrolls within 25 px of its edge. */
const DRAG_THRESHOLD_PX = 3;
const AUTO_SCROLL_ZONE_PX = 25;

/** The first field of a block's body (a text block focuses its own editor). */
const BODY_FIELD = '[data-block-body] :is(input, textarea, select, button)';

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
 * The content blocks: add (at the end, or with the "+" before the first block and between any
 * two), move up/down, delete and drag (dnd-kit). While a text block is in edit mode, dragging and
 * adding are disabled (spec 02 §4).
 */
export function BlockList(props: BlockListProps) {
  const { blocks, onBlocksChange, onBlockDeleted, editingKey, onEditingKeyChange } = props;
  const { t } = useTranslation();
  const locked = editingKey !== null;
  const listRef = useRef<HTMLDivElement>(null);
  /** Where the open "+" inserts (the index the new block takes), or null. */
  const [insertAt, setInsertAt] = useState<number | null>(null);

  /** Any change of the list closes an open "+": its place may have moved. */
  const changeBlocks = (next: EditorBlock[]) => {
    setInsertAt(null);
    onBlocksChange(next);
  };

  /** Adds a block of `type` at `at`; the focus goes to it, so typing can start at once. */
  const addBlock = (type: BlockType, at: number) => {
    const block = createBlock(type);
    changeBlocks(insertBlock(blocks, at, block));
    // A new text block opens in edit mode (and focuses its editor).
    if (type === 'text') {
      onEditingKeyChange(block.key);
      return;
    }
    // After React has put the block on screen.
    requestAnimationFrame(() =>
      listRef.current
        ?.querySelector(`[data-block-key="${block.key}"]`)
        ?.querySelector<HTMLElement>(BODY_FIELD)
        ?.focus(),
    );
  };

  const deleteBlock = (index: number) => {
    const block = blocks[index];
    if (!block) return;
    changeBlocks(blocks.filter((_, at) => at !== index));
    if (editingKey === block.key) onEditingKeyChange(null);
    onBlockDeleted(block, index);
  };

  /** The "+" inserting at `at`, named by the block it follows (or the first one it precedes). */
  const insertControl = (at: number) => (
    <BlockInsert
      label={
        at === 0
          ? t('editorForm.insertBefore', { number: 1 })
          : t('editorForm.insertAfter', { number: at })
      }
      open={!locked && insertAt === at}
      disabled={locked}
      onOpenChange={(open) => setInsertAt(open ? at : null)}
      onChoose={(type) => addBlock(type, at)}
    />
  );

  return (
    <div className={styles.blocks} ref={listRef}>
      {blocks.length === 0 ? (
        <p className={styles.hint}>{t('editorForm.noBlocks')}</p>
      ) : (
        <>
          {insertControl(0)}
          <SortableBlocks blocks={blocks} onBlocksChange={changeBlocks}>
            {blocks.map((block, index) => (
              <BlockCard
                key={block.key}
                block={block}
                index={index}
                count={blocks.length}
                editingKey={editingKey}
                errors={props.blockErrors[block.key]}
                onChange={(patch) =>
                  onBlocksChange(blocks.map((b) => (b.key === block.key ? { ...b, ...patch } : b)))
                }
                onMove={(direction) => changeBlocks(moveItem(blocks, index, direction))}
                onDelete={() => deleteBlock(index)}
                onEdit={() => onEditingKeyChange(block.key)}
                onSaveText={() => onEditingKeyChange(null)}
                // The bar below the list adds after the last block.
                after={index < blocks.length - 1 ? insertControl(index + 1) : undefined}
              />
            ))}
          </SortableBlocks>
        </>
      )}
      <AddBar locked={locked} onAdd={(type) => addBlock(type, blocks.length)} />
    </div>
  );
}

/** The bar under the list: adds a block after the last one. */
function AddBar({ locked, onAdd }: { locked: boolean; onAdd: (type: BlockType) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.addBar} role="group" aria-label={t('editorForm.addBlock')}>
      <span className={styles.label}>{t('editorForm.addBlock')}:</span>
      {BLOCK_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className={styles.addButton}
          disabled={locked}
          onClick={() => onAdd(type)}
        >
          + {t(`editorForm.blockTypes.${type}`)}
        </button>
      ))}
      {locked && <span className={styles.hint}>{t('editorForm.editingLocked')}</span>}
    </div>
  );
}

/** The ordered list under dnd-kit: a drag by a block's handle moves it. */
function SortableBlocks({
  blocks,
  onBlocksChange,
  children,
}: {
  blocks: EditorBlock[];
  onBlocksChange: (blocks: EditorBlock[]) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = blocks.findIndex((block) => block.key === active.id);
    const to = blocks.findIndex((block) => block.key === over.id);
    onBlocksChange(moveItemTo(blocks, from, to));
  };

  return (
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
        <ol className={styles.blockList}>{children}</ol>
      </SortableContext>
    </DndContext>
  );
}
