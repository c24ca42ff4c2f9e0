import { rekeyBlock, type EditorBlock } from './blocks.ts';
import type { FileUpload } from './files.ts';
import { emptyFormValues, type EditorFormValues } from './form-values.ts';

/**
 * File bytes kept in one draft, in characters of their data URLs (about 1.5 MB of files):
 * localStorage holds about 5 M characters per site. The smallest files are kept first; the
 * others are left out and named when the draft is offered back.
 */
export const DRAFT_FILE_BUDGET_CHARS = 2_000_000;
/** Drafts not touched for this long are removed when another one is written. */
const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const KEY_PREFIX = 'editor-draft:';

/** What the autosave keeps of one post's form (or of the new post's). */
export interface EditorDraft {
  /** When it was written (ISO). */
  savedAt: string;
  /** Fingerprint of the server's version the edits started from; null for a new post. */
  base: string | null;
  values: EditorFormValues;
  /** Names of chosen files that did not fit in the draft: they must be chosen again. */
  droppedFiles: string[];
}

interface StoredDraft extends EditorDraft {
  v: 1;
}

/** The localStorage key of the draft of post `id` (null: the new post). */
export function draftKey(id: number | null): string {
  return `${KEY_PREFIX}${id ?? 'new'}`;
}

type UploadSlot =
  | { where: 'preview'; upload: FileUpload }
  | { where: 'image' | 'doc'; upload: FileUpload; key: string };

function uploadsOf(values: EditorFormValues): UploadSlot[] {
  const slots: UploadSlot[] = [];
  if (values.previewImage.kind === 'new') {
    slots.push({ where: 'preview', upload: values.previewImage.upload });
  }
  for (const block of values.blocks) {
    if (block.image) slots.push({ where: 'image', upload: block.image, key: block.key });
    if (block.doc) slots.push({ where: 'doc', upload: block.doc, key: block.key });
  }
  return slots;
}

/**
 * The values a draft can hold: chosen files past the budget are left out (the preview falls back
 * to `saved`'s, a block to its stored file), and their names listed.
 */
export function fitDraftValues(
  values: EditorFormValues,
  saved: EditorFormValues,
  budget = DRAFT_FILE_BUDGET_CHARS,
): { values: EditorFormValues; droppedFiles: string[] } {
  const slots = uploadsOf(values).sort((a, b) => a.upload.base64.length - b.upload.base64.length);
  const dropped = new Set<FileUpload>();
  let used = 0;
  for (const slot of slots) {
    if (used + slot.upload.base64.length <= budget) used += slot.upload.base64.length;
    else dropped.add(slot.upload);
  }
  if (dropped.size === 0) return { values, droppedFiles: [] };
  const keep = (block: EditorBlock): EditorBlock => ({
    ...block,
    image: block.image && dropped.has(block.image) ? null : block.image,
    doc: block.doc && dropped.has(block.doc) ? null : block.doc,
  });
  return {
    values: {
      ...values,
      previewImage:
        values.previewImage.kind === 'new' && dropped.has(values.previewImage.upload)
          ? saved.previewImage
          : values.previewImage,
      blocks: values.blocks.map(keep),
    },
    droppedFiles: slots.filter((slot) => dropped.has(slot.upload)).map((slot) => slot.upload.name),
  };
}

/** Writes the draft of post `id`; false when the browser refused to store it. */
export function writeDraft(id: number | null, draft: EditorDraft): boolean {
  const stored: StoredDraft = { v: 1, ...draft };
  try {
    pruneDrafts(Date.parse(draft.savedAt));
    window.localStorage.setItem(draftKey(id), JSON.stringify(stored));
    return true;
  } catch {
    // Full or unavailable storage: try once more without any file bytes.
    try {
      const values = fitDraftValues(draft.values, draft.values, 0);
      const lean: StoredDraft = {
        ...stored,
        values: values.values,
        droppedFiles: [...draft.droppedFiles, ...values.droppedFiles],
      };
      window.localStorage.setItem(draftKey(id), JSON.stringify(lean));
      return true;
    } catch {
      return false;
    }
  }
}

/** The stored draft of post `id`, or null (none, unreadable, or from another version). */
export function readDraft(id: number | null): EditorDraft | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(draftKey(id));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    if (stored.v !== 1 || !stored.values || !Array.isArray(stored.values.blocks)) return null;
    return {
      savedAt: String(stored.savedAt),
      base: stored.base ?? null,
      droppedFiles: Array.isArray(stored.droppedFiles) ? stored.droppedFiles : [],
      // Fields added later get their defaults; blocks get keys of this page load.
      values: {
        ...emptyFormValues(),
        ...stored.values,
        blocks: stored.values.blocks.map(rekeyBlock),
      },
    };
  } catch {
    return null;
  }
}

/** Removes the draft of post `id`. */
export function clearDraft(id: number | null): void {
  try {
    window.localStorage.removeItem(draftKey(id));
  } catch {
    // Nothing stored.
  }
}

function pruneDrafts(now: number): void {
  const storage = window.localStorage;
  for (let index = storage.length - 1; index >= 0; index -= 1) {
    const key = storage.key(index);
    if (!key?.startsWith(KEY_PREFIX)) continue;
    const savedAt = /"savedAt":"([^"]+)"/.exec(storage.getItem(key) ?? '')?.[1];
    if (!savedAt || now - Date.parse(savedAt) > DRAFT_MAX_AGE_MS) storage.removeItem(key);
  }
}
