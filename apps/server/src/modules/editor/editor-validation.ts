import {
  EditorPublicationItemInputSchema,
  EditorPublicationPayloadSchema,
  EDITOR_MAX_ITEMS,
  type EditorFile,
  type EditorPublicationPayloadParsed,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { PublicationItem } from '../../db/schema.ts';
import { FieldErrorCollector } from '../../plugins/field-errors.ts';
import { safeParseInput } from '../../plugins/validation.ts';
import { preparePreviewImage, type PreparedFile } from './editor-files.ts';
import {
  planItems,
  runFileChecks,
  unknownId,
  type IndexedItem,
  type PlannedItem,
} from './editor-items.ts';
import { existingIds } from './editor-publication-repo.ts';

type Parsed = EditorPublicationPayloadParsed;
const SINGLE_REFERENCES = ['section', 'feed_group', 'wiki_page', 'flow_program_page'] as const;
const LIST_REFERENCES = ['feed_tags', 'flows'] as const;
type References = Partial<
  Pick<Parsed, (typeof SINGLE_REFERENCES)[number] | (typeof LIST_REFERENCES)[number]>
>;

/** What could be read of a body: the payload when all of it is valid, else the valid parts. */
interface ReadPayload {
  payload: Parsed | null;
  references: References;
  preview: EditorFile | null | undefined;
  items: IndexedItem[];
}

const shape = EditorPublicationPayloadSchema.shape;

/**
 * Parses the body; when it does not match, its issues join `errors` and the parts that do
 * match (ids, preview image, each valid block) are still read, so their own checks can run.
 */
function readPayload(body: unknown, errors: FieldErrorCollector): ReadPayload {
  const parsed = safeParseInput(EditorPublicationPayloadSchema, body);
  if (parsed.success) {
    const payload = parsed.data;
    const items = payload.publication_items.map((item, index) => ({ index, item }));
    return { payload, references: payload, preview: payload.preview_image, items };
  }
  errors.addIssues(parsed.error.issues);
  const read: ReadPayload = { payload: null, references: {}, preview: undefined, items: [] };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return read;
  const raw = body as Record<string, unknown>;
  const value = <T>(result: { success: boolean; data?: T }): T | undefined =>
    result.success ? result.data : undefined;
  const references: Record<string, unknown> = {};
  for (const key of [...SINGLE_REFERENCES, ...LIST_REFERENCES]) {
    references[key] = value<unknown>(shape[key].safeParse(raw[key]));
  }
  read.references = references as References;
  read.preview = value(shape.preview_image.safeParse(raw.preview_image));
  const rawItems = raw.publication_items;
  if (Array.isArray(rawItems) && rawItems.length <= EDITOR_MAX_ITEMS) {
    rawItems.forEach((rawItem, index) => {
      const item = value(EditorPublicationItemInputSchema.safeParse(rawItem));
      if (item) read.items.push({ index, item });
    });
  }
  return read;
}

/** Adds an error for each id of `references` that names nothing. */
async function checkReferences(
  db: Db,
  references: References,
  errors: FieldErrorCollector,
): Promise<void> {
  for (const kind of SINGLE_REFERENCES) {
    const id = references[kind];
    if (id !== null && id !== undefined && !(await existingIds(db, kind, [id])).has(id)) {
      errors.add(kind, ...unknownId(id));
    }
  }
  for (const kind of LIST_REFERENCES) {
    const ids = references[kind] ?? [];
    const found = await existingIds(db, kind, ids);
    for (const id of ids) if (!found.has(id)) errors.add(kind, ...unknownId(id));
  }
}

/**
 * Refuses a save whose ids name something that is not there (any more).
 * @throws FieldValidationError naming each such id.
 */
export async function requireReferences(db: Db, references: References): Promise<void> {
  const errors = new FieldErrorCollector();
  await checkReferences(db, references, errors);
  errors.throwIfAny();
}

/**
 * Every check of a save, all of them run whatever fails first: the body's schema, the ids it
 * names, the blocks and every file (all started together and all awaited).
 * @throws FieldValidationError naming every problem found, with their codes.
 */
export async function validateSave(
  db: Db,
  body: unknown,
  oldItems: readonly PublicationItem[],
): Promise<{
  payload: Parsed;
  planned: PlannedItem[];
  preview: PreparedFile | null;
  itemFiles: (PreparedFile | null)[];
}> {
  const errors = new FieldErrorCollector();
  const read = readPayload(body, errors);
  await checkReferences(db, read.references, errors);
  const planned = planItems(read.items, oldItems, errors);
  const preview = read.preview;
  const [previewFile = null, ...itemFiles] = await runFileChecks(
    [
      preview ? () => preparePreviewImage(preview, 'preview_image') : null,
      ...planned.map((plan) => plan.file),
    ],
    errors,
  );
  errors.throwIfAny();
  if (!read.payload) throw new Error('an unparsed editor payload reported no error');
  return { payload: read.payload, planned, preview: previewFile, itemFiles };
}
