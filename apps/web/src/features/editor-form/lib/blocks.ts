import type { EditorPublicationItem, EditorPublicationItemInput } from '@app/contract';
import type { FileUpload } from './files.ts';

/** The kinds of content block (spec 02 §3 "Publication item"). */
export type BlockType = EditorPublicationItem['item_type'];

/** One block as the editor holds it: stored files stay URLs until a new file replaces them. */
export interface EditorBlock {
  /** Client-side identity (React key, drag id); stable across reorders. */
  key: string;
  /** The stored block's id (kept on update so its views survive), null for a new block. */
  id: number | null;
  item_type: BlockType;
  /** HTML of a text block. */
  text: string;
  /** A newly chosen image (image blocks). */
  image: FileUpload | null;
  /** The stored image's URL, '' when none. */
  imageUrl: string;
  video_url: string;
  video_url_2: string;
  audio_url: string;
  /** A newly chosen document (doc blocks). */
  doc: FileUpload | null;
  /** The stored document's URL and name, '' when none. */
  docUrl: string;
  docName: string;
}

let lastKey = 0;

function nextKey(): string {
  lastKey += 1;
  return `block-${lastKey}`;
}

/** A new, empty block of `type`. */
export function createBlock(type: BlockType): EditorBlock {
  return {
    key: nextKey(),
    id: null,
    item_type: type,
    text: '',
    image: null,
    imageUrl: '',
    video_url: '',
    video_url_2: '',
    audio_url: '',
    doc: null,
    docUrl: '',
    docName: '',
  };
}

/** A block read back from a draft: defaults for any missing field and a key of this page load. */
export function rekeyBlock(block: EditorBlock): EditorBlock {
  return { ...createBlock(block.item_type), ...block, key: nextKey() };
}

/** The editor's blocks of a loaded publication, in their stored order. */
export function blocksFromItems(items: readonly EditorPublicationItem[]): EditorBlock[] {
  return [...items]
    .sort((a, b) => a.sort - b.sort)
    .map((item) => ({
      key: nextKey(),
      id: item.id,
      item_type: item.item_type,
      text: item.text,
      image: null,
      imageUrl: item.image,
      video_url: item.video_url,
      video_url_2: item.video_url_2,
      audio_url: item.audio_url,
      doc: null,
      docUrl: item.doc,
      docName: item.doc_name,
    }));
}

/** `blocks` with `block` put back at `index` (or last, when the list has shrunk since). */
export function insertBlock(
  blocks: readonly EditorBlock[],
  index: number,
  block: EditorBlock,
): EditorBlock[] {
  const at = Math.min(Math.max(index, 0), blocks.length);
  return [...blocks.slice(0, at), block, ...blocks.slice(at)];
}

/** True when rich-text HTML shows nothing (an untouched editor answers '<p></p>'). */
export function isEmptyHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, '')
      .trim() === ''
  );
}

/** The payload's publication_items and, index for index, the key of the block each came from. */
export interface ItemsPayload {
  items: EditorPublicationItemInput[];
  keys: string[];
}

/**
 * The blocks as publication_items, `sort` following the on-screen order. Text blocks without
 * content are left out (spec 02 §5); a stored file is kept by sending no new one.
 */
export function blocksToItems(blocks: readonly EditorBlock[]): ItemsPayload {
  const kept = blocks.filter((block) => block.item_type !== 'text' || !isEmptyHtml(block.text));
  return {
    keys: kept.map((block) => block.key),
    items: kept.map((block, sort) => {
      const item: EditorPublicationItemInput = { sort, item_type: block.item_type };
      if (block.id !== null) item.id = block.id;
      switch (block.item_type) {
        case 'text':
          item.text = block.text;
          break;
        case 'image':
          if (block.image) item.image = block.image;
          break;
        case 'video_url':
          item.video_url = block.video_url.trim();
          item.video_url_2 = block.video_url_2.trim();
          break;
        case 'audio_url':
          item.audio_url = block.audio_url.trim();
          break;
        case 'doc':
          if (block.doc) item.doc = block.doc;
          break;
      }
      return item;
    }),
  };
}
