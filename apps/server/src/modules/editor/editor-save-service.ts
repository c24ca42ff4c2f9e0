import { EDITOR_TITLE_MAX_LENGTH, type EditorPublicationPayloadParsed } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { NewPublication, PublicationItem } from '../../db/schema.ts';
import { notFound } from '../../plugins/http-errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { ownKeyOf, removeKeys, StoredFiles } from './editor-files.ts';
import { sanitizeEditorHtml } from './editor-html.ts';
import type { PlannedItem } from './editor-items.ts';
import {
  copyItems,
  deletePublication,
  findEditorPublication,
  insertPublication,
  isFileReferenced,
  replaceLinks,
  resetPublication,
  writeItems,
} from './editor-publication-repo.ts';
import { requireReferences, validateSave } from './editor-validation.ts';

export interface EditorDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
}

/** The stored file URLs of a publication (preview and blocks). */
function fileUrls(preview: string | null, items: readonly PublicationItem[]): string[] {
  return [preview, ...items.flatMap((item) => [item.image, item.doc])].filter(
    (url): url is string => !!url,
  );
}

/** Removes files of ours that nothing references any more (copies share files). */
async function removeUnreferenced(deps: EditorDeps, urls: readonly string[]): Promise<void> {
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
    payload: EditorPublicationPayloadParsed;
    planned: readonly PlannedItem[];
  },
): Promise<number> {
  const { id, fields, payload, planned } = save;
  // The ids were checked before the files were stored; one deleted since then is refused here.
  await requireReferences(tx, payload);
  let publicationId: number;
  if (id === null) {
    publicationId = await insertPublication(tx, {
      ...fields,
      status: 'draft',
      authorId: save.authorId,
    });
  } else {
    publicationId = id;
    const keptIds = planned.flatMap((plan) => (plan.keptId ? [plan.keptId] : []));
    await resetPublication(tx, id, fields, keptIds);
  }
  await replaceLinks(tx, publicationId, payload.flows, payload.feed_tags);
  await writeItems(tx, publicationId, planned);
  return publicationId;
}

const CYRILLIC = /[\u0400-\u04FF]/;

/**
 * The title of a copy: ' (копия)' appended to a Cyrillic title, ' (copy)' to any other, the
 * original cut (never inside a character) so that the whole stays within the title's limit.
 */
export function copyTitle(title: string): string {
  const suffix = CYRILLIC.test(title) ? ' (копия)' : ' (copy)';
  const room = EDITOR_TITLE_MAX_LENGTH - suffix.length;
  let kept = '';
  for (const character of title) {
    if (kept.length + character.length > room) break;
    kept += character;
  }
  return `${kept.trimEnd()}${suffix}`;
}

/**
 * A new draft with the same fields, flows, tags and blocks (the title marked as a copy, see
 * copyTitle; files shared with the original). No schedule, views, likes, comments or pin. 404
 * when the source is missing.
 */
export async function copyEditorPublication(
  deps: EditorDeps,
  authorId: number,
  id: number,
): Promise<number> {
  const source = await findEditorPublication(deps.db, id);
  if (!source) throw notFound();
  const p = source.publication;
  return deps.db.transaction(async (tx) => {
    const copyId = await insertPublication(tx, {
      title: copyTitle(p.title),
      previewText: p.previewText,
      previewImage: p.previewImage,
      language: p.language,
      sectionId: p.sectionId,
      feedGroupId: p.feedGroupId,
      wikiPageId: p.wikiPageId,
      flowProgramPageId: p.flowProgramPageId,
      isShowViewButton: p.isShowViewButton,
      disableComments: p.disableComments,
      disablePushs: p.disablePushs,
      readTime: p.readTime,
      bodyText: p.bodyText,
      status: 'draft',
      authorId,
    });
    await replaceLinks(tx, copyId, source.flowIds, source.tagIds);
    await copyItems(tx, id, copyId);
    return copyId;
  });
}

/** Deletes the publication and then its files nothing else uses. 404 when missing. */
export async function deleteEditorPublication(deps: EditorDeps, id: number): Promise<void> {
  const source = await findEditorPublication(deps.db, id);
  if (!source || !(await deletePublication(deps.db, id))) throw notFound();
  await removeUnreferenced(deps, fileUrls(source.publication.previewImage, source.items));
}
