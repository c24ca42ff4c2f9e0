import type { EditorPublicationPayloadParsed, FieldErrorCode } from '@app/contract';
import type { PublicationItem, publicationItems } from '../../db/schema.ts';
import { REQUIRED_MESSAGE, type FieldErrorCollector } from '../../plugins/field-errors.ts';
import { FieldValidationError } from '../../plugins/http-errors.ts';
import { prepareBlockImage, prepareDocument, type PreparedFile } from './editor-files.ts';
import { sanitizeEditorHtml } from './editor-html.ts';
import { audioLink, embeddableVideo, VIDEO_REFUSAL } from './editor-links.ts';

type ParsedItem = EditorPublicationPayloadParsed['publication_items'][number];
type ItemColumns = Omit<typeof publicationItems.$inferInsert, 'publicationId'>;

/** A block that passed its own schema, with its position in the payload (for error keys). */
export interface IndexedItem {
  index: number;
  item: ParsedItem;
}

/** A file check not started yet: it answers the checked file or rejects with field errors. */
export type FileCheck = () => Promise<PreparedFile>;

/** A block as it will be saved: its columns, and the file still to check and store (if any). */
export interface PlannedItem {
  keptId: number | null;
  columns: ItemColumns;
  file: FileCheck | null;
  fileColumn: 'image' | 'doc' | null;
}

const REQUIRED: FieldErrorCode = { code: 'required' };

/** The error of an id that names nothing (DRF's words). */
export function unknownId(id: number): [string, FieldErrorCode] {
  return [
    `Invalid pk "${id}" - object does not exist.`,
    { code: 'does_not_exist', params: { pk: id } },
  ];
}

/** The columns of a block before its type's own fields; a kept block of the same type keeps its video facts. */
function baseColumns(item: ParsedItem, same: PublicationItem | undefined): ItemColumns {
  return {
    sort: item.sort,
    itemType: item.item_type,
    text: null,
    image: null,
    videoUrl: null,
    videoUrl2: null,
    videoDomain: null,
    videoDomain2: null,
    videoName: same?.videoName ?? null,
    videoDuration: same?.videoDuration ?? null,
    videoThumbnail: same?.videoThumbnail ?? null,
    audioUrl: null,
    doc: null,
    docName: null,
  };
}

/** How a failed check of one block is reported: the field under the block, message, code. */
type BlockFailure = (name: string, message: string, code: FieldErrorCode) => void;

/**
 * Fills the columns of the block's type into `plan` (a new file becomes its check), reporting
 * each problem through `fail`. @returns false for an empty text block, which is not saved.
 */
function planContent(
  item: ParsedItem,
  same: PublicationItem | undefined,
  plan: PlannedItem,
  field: string,
  fail: BlockFailure,
): boolean {
  const columns = plan.columns;
  switch (item.item_type) {
    case 'text': {
      const { html, plain } = sanitizeEditorHtml(item.text);
      if (!plain) return false; // empty text blocks are not saved
      columns.text = html;
      break;
    }
    case 'image': {
      const image = item.image;
      if (image) {
        plan.file = () => prepareBlockImage(image, `${field}.image`);
        plan.fileColumn = 'image';
      } else if (same?.image) columns.image = same.image;
      else fail('image', REQUIRED_MESSAGE, REQUIRED);
      break;
    }
    case 'doc': {
      const doc = item.doc;
      if (doc) {
        plan.file = () => prepareDocument(doc, `${field}.doc`);
        plan.fileColumn = 'doc';
        columns.docName = doc.name;
      } else if (same?.doc) {
        columns.doc = same.doc;
        columns.docName = same.docName;
      } else fail('doc', REQUIRED_MESSAGE, REQUIRED);
      break;
    }
    case 'video_url': {
      const first = item.video_url.trim();
      const second = item.video_url_2.trim();
      if (!first && !second) fail('video_url', REQUIRED_MESSAGE, REQUIRED);
      const firstVideo = first ? embeddableVideo(first) : null;
      const secondVideo = second ? embeddableVideo(second) : null;
      if (first && !firstVideo) fail('video_url', VIDEO_REFUSAL.message, VIDEO_REFUSAL.code);
      if (second && !secondVideo) fail('video_url_2', VIDEO_REFUSAL.message, VIDEO_REFUSAL.code);
      columns.videoUrl = firstVideo?.url ?? null;
      columns.videoDomain = firstVideo?.domain ?? null;
      columns.videoUrl2 = secondVideo?.url ?? null;
      columns.videoDomain2 = secondVideo?.domain ?? null;
      break;
    }
    case 'audio_url': {
      const audio = item.audio_url.trim();
      if (!audio) {
        fail('audio_url', REQUIRED_MESSAGE, REQUIRED);
        break;
      }
      // A kept block's stored link stays as it is (the seed's files are served from /media/).
      const link = audio === same?.audioUrl ? audio : audioLink(audio);
      if (typeof link === 'string') columns.audioUrl = link;
      else fail('audio_url', link.message, link.code);
      break;
    }
  }
  return true;
}

/**
 * Checks every block and plans its columns, adding each problem to `errors`. File checks are
 * not started here: runFileChecks starts them all together and settles every one.
 * @returns the blocks to save (empty text blocks are dropped).
 */
export function planItems(
  items: readonly IndexedItem[],
  existing: readonly PublicationItem[],
  errors: FieldErrorCollector,
): PlannedItem[] {
  const byId = new Map(existing.map((item) => [item.id, item]));
  const seen = new Set<number>();
  const planned: PlannedItem[] = [];
  for (const { index, item } of items) {
    const field = `publication_items.${index}`;
    const fail: BlockFailure = (name, message, code) =>
      errors.add(`${field}.${name}`, message, code);
    let kept: PublicationItem | undefined;
    if (item.id) {
      kept = byId.get(item.id);
      if (!kept || seen.has(item.id)) {
        fail('id', ...unknownId(item.id));
        continue;
      }
      seen.add(item.id);
    }
    const same = kept?.itemType === item.item_type ? kept : undefined;
    const columns = baseColumns(item, same);
    const plan: PlannedItem = { keptId: kept?.id ?? null, columns, file: null, fileColumn: null };
    if (!planContent(item, same, plan, field, fail)) continue;
    planned.push(plan);
  }
  return planned;
}

/**
 * Runs every file check at once and waits for all of them, whatever fails: nothing is left
 * running unobserved (a check refused early can never become an unhandled rejection). Field
 * refusals join `errors`; anything else (a server fault) is thrown once all have settled.
 * @returns each check's file, null where there was none or it was refused.
 */
export async function runFileChecks(
  checks: readonly (FileCheck | null)[],
  errors: FieldErrorCollector,
): Promise<(PreparedFile | null)[]> {
  const results = await Promise.allSettled(checks.map(async (check) => (check ? check() : null)));
  const files: (PreparedFile | null)[] = [];
  const faults: unknown[] = [];
  for (const result of results) {
    if (result.status === 'fulfilled') files.push(result.value);
    else {
      files.push(null);
      if (result.reason instanceof FieldValidationError) errors.addError(result.reason);
      else faults.push(result.reason);
    }
  }
  if (faults.length > 0) throw faults[0];
  return files;
}
