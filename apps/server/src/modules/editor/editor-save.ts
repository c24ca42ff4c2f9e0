import {
  EditorPublicationItemInputSchema,
  EditorPublicationPayloadSchema,
  EDITOR_MAX_ITEMS,
  type EditorFile,
  type EditorPublicationPayloadParsed,
} from '@app/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  publicationFeedTags,
  publicationFlows,
  publicationItems,
  publications,
  type NewPublication,
  type PublicationItem,
} from '../../db/schema.ts';
import { FieldErrorCollector } from '../../plugins/field-errors.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { safeParseInput } from '../../plugins/validation.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import {
  ownKeyOf,
  preparePreviewImage,
  removeKeys,
  StoredFiles,
  type PreparedFile,
} from './editor-files.ts';
import { sanitizeEditorHtml } from './editor-html.ts';
import {
  planItems,
  runFileChecks,
  unknownId,
  type IndexedItem,
  type PlannedItem,
} from './editor-items.ts';
import { existingIds, findEditorPublication, isFileReferenced } from './editor-repo.ts';

export interface EditorDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
}

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
 * Every check of a save, all of them run whatever fails first: the body's schema, the ids it
 * names, the blocks and every file (all started together and all awaited).
 * @throws FieldValidationError naming every problem found, with their codes.
 */
async function validateSave(
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

/** The stored file URLs of a publication (preview and blocks). */
export function fileUrls(preview: string | null, items: readonly PublicationItem[]): string[] {
  return [preview, ...items.flatMap((item) => [item.image, item.doc])].filter(
    (url): url is string => !!url,
  );
}

/** Removes files of ours that nothing references any more (copies share files). */
export async function removeUnreferenced(deps: EditorDeps, urls: readonly string[]): Promise<void> {
  const keys: string[] = [];
  for (const url of new Set(urls)) {
    const key = ownKeyOf(url);
    if (key && !(await isFileReferenced(deps.db, url))) keys.push(key);
  }
  await removeKeys(deps.storage, keys);
}

/**
 * Creates (id null: a draft) or replaces a publication with its flows, tags and blocks in one
 * transaction. Every check runs first and a refusal names all problems at once (400); then
 * the files are stored, and removed again when anything after fails. Kept blocks (by id) keep
 * their row, so views of them stay. The body is parsed here, not in the route, so that schema
 * errors join the others.
 * @returns the publication's id.
 */
export async function saveEditorPublication(
  deps: EditorDeps,
  authorId: number,
  id: number | null,
  body: unknown,
): Promise<number> {
  const existing = id === null ? undefined : await findEditorPublication(deps.db, id);
  if (id !== null && !existing) throw notFound();
  const oldItems = existing?.items ?? [];
  const { payload, planned, preview, itemFiles } = await validateSave(deps.db, body, oldItems);

  const stored = new StoredFiles(deps.storage, deps.now());
  let savedId: number;
  try {
    let previewUrl: string | null =
      payload.preview_image === undefined ? (existing?.publication.previewImage ?? null) : null;
    if (preview) previewUrl = await stored.put(preview);
    for (const [index, plan] of planned.entries()) {
      const file = itemFiles[index];
      if (file && plan.fileColumn) plan.columns[plan.fileColumn] = await stored.put(file);
    }
    const bodyText = planned
      .flatMap((plan) => (plan.columns.text ? [sanitizeEditorHtml(plan.columns.text).plain] : []))
      .join('\n');
    const fields: Omit<NewPublication, 'id'> = {
      title: payload.title,
      previewText: payload.preview_text,
      previewImage: previewUrl,
      language: payload.language,
      sectionId: payload.section,
      feedGroupId: payload.feed_group,
      wikiPageId: payload.wiki_page,
      flowProgramPageId: payload.flow_program_page,
      disableComments: payload.disable_comments,
      disablePushs: payload.disable_pushs,
      readTime: payload.read_time,
      bodyText,
      updatedAt: deps.now(),
    };
    savedId = await deps.db.transaction((tx) =>
      writePublication(tx, { id, authorId, fields, payload, planned }),
    );
  } catch (error) {
    await stored.removeAll();
    throw error;
  }
  if (existing) {
    await removeUnreferenced(deps, fileUrls(existing.publication.previewImage, oldItems));
  }
  return savedId;
}

/** The rows of one save, written inside its transaction. */
async function writePublication(
  tx: Db,
  save: {
    id: number | null;
    authorId: number;
    fields: Omit<NewPublication, 'id'>;
    payload: Parsed;
    planned: readonly PlannedItem[];
  },
): Promise<number> {
  const { id, fields, payload, planned } = save;
  // The ids were checked before the files were stored; one deleted since then is refused here.
  const vanished = new FieldErrorCollector();
  await checkReferences(tx, payload, vanished);
  vanished.throwIfAny();
  let publicationId: number;
  if (id === null) {
    const [row] = await tx
      .insert(publications)
      .values({ ...fields, status: 'draft', authorId: save.authorId })
      .returning({ id: publications.id });
    if (!row) throw new Error('publication insert returned nothing');
    publicationId = row.id;
  } else {
    publicationId = id;
    await tx.update(publications).set(fields).where(eq(publications.id, id));
    await tx.delete(publicationFlows).where(eq(publicationFlows.publicationId, id));
    await tx.delete(publicationFeedTags).where(eq(publicationFeedTags.publicationId, id));
    const keptIds = planned.flatMap((plan) => (plan.keptId ? [plan.keptId] : []));
    await tx
      .delete(publicationItems)
      .where(
        keptIds.length > 0
          ? and(eq(publicationItems.publicationId, id), notInArray(publicationItems.id, keptIds))
          : eq(publicationItems.publicationId, id),
      );
  }
  await replaceLinks(tx, publicationId, payload.flows, payload.feed_tags);
  for (const plan of planned) {
    if (plan.keptId) {
      await tx
        .update(publicationItems)
        .set(plan.columns)
        .where(eq(publicationItems.id, plan.keptId));
    }
  }
  const fresh = planned.filter((plan) => !plan.keptId);
  if (fresh.length > 0) {
    await tx
      .insert(publicationItems)
      .values(fresh.map((plan) => ({ ...plan.columns, publicationId })));
  }
  return publicationId;
}

/** Replaces the publication's flows and tags (duplicates once). */
export async function replaceLinks(
  tx: Db,
  publicationId: number,
  flowIds: readonly number[],
  tagIds: readonly number[],
): Promise<void> {
  const uniqueFlows = [...new Set(flowIds)];
  const uniqueTags = [...new Set(tagIds)];
  if (uniqueFlows.length > 0) {
    await tx
      .insert(publicationFlows)
      .values(uniqueFlows.map((flowId) => ({ publicationId, flowId })));
  }
  if (uniqueTags.length > 0) {
    await tx
      .insert(publicationFeedTags)
      .values(uniqueTags.map((tagId) => ({ publicationId, tagId })));
  }
}
