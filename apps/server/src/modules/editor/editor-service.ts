import {
  EDITOR_PAGE_SIZE,
  type EditorListQuery,
  type EditorListResponse,
  type EditorParamsResponse,
  type EditorPublication,
  type EditorPublicationPayloadParsed,
  type FieldErrors,
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
import { FieldValidationError, notFound } from '../../plugins/http-errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import {
  ownKeyOf,
  prepareBlockImage,
  prepareDocument,
  preparePreviewImage,
  removeKeys,
  StoredFiles,
  type PreparedFile,
} from './editor-files.ts';
import { sanitizeEditorHtml } from './editor-html.ts';
import {
  countEditorList,
  deletePublication,
  existingIds,
  findEditorListPage,
  findEditorParams,
  findEditorPublication,
  findItems,
  isFileReferenced,
  type EditorListFilter,
  type EditorPublicationData,
} from './editor-repo.ts';

export interface EditorDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
}

type ItemColumns = Omit<typeof publicationItems.$inferInsert, 'publicationId'>;

/** A block as it will be saved: its columns, and the file still to store (if any). */
interface PlannedItem {
  keptId: number | null;
  columns: ItemColumns;
  file: Promise<PreparedFile> | null;
  fileColumn: 'image' | 'doc' | null;
}

const LANGUAGE_TITLES = { ru: 'Русский', en: 'Английский' } as const;

// ---------------------------------------------------------------------------------------------
// Params, retrive, list.
// ---------------------------------------------------------------------------------------------

export async function getEditorParams(db: Db): Promise<EditorParamsResponse> {
  const params = await findEditorParams(db);
  return {
    publicate_section: params.sections,
    feed_group: params.groups,
    wiki_page: params.wiki,
    flows: params.flows,
    flow_program_page: params.pages,
    feed_tag: params.tags,
    language: (['ru', 'en'] as const).map((pk) => ({ pk, title: LANGUAGE_TITLES[pk] })),
  };
}

function toEditorPublication(data: EditorPublicationData): EditorPublication {
  const { publication: p } = data;
  return {
    id: p.id,
    pk: p.id,
    title: p.title,
    preview_text: p.previewText,
    preview_image: p.previewImage ?? '',
    language: p.language,
    section: p.sectionId,
    disable_comments: p.disableComments,
    disable_pushs: p.disablePushs,
    read_time: p.readTime,
    feed_group: p.feedGroupId,
    flow_program_page: p.flowProgramPageId,
    wiki_page: p.wikiPageId,
    feed_tags: data.tagIds,
    flows: data.flowIds,
    status: data.status as EditorPublication['status'],
    fix: p.fix,
    pub_start_date: data.pubStartDate,
    activate_event_date: data.activateEventDate,
    publication_items: data.items.map((item) => ({
      id: item.id,
      sort: item.sort,
      item_type: item.itemType,
      text: item.text ?? '',
      image: item.image ?? '',
      video_url: item.videoUrl ?? '',
      video_url_2: item.videoUrl2 ?? '',
      audio_url: item.audioUrl ?? '',
      doc: item.doc ?? '',
      doc_name: item.docName ?? '',
    })),
  };
}

/** The publication for editing, in any state. 404 when it does not exist. */
export async function retriveEditorPublication(db: Db, id: number): Promise<EditorPublication> {
  const data = await findEditorPublication(db, id);
  if (!data) throw notFound();
  return toEditorPublication(data);
}

const MOSCOW_OFFSET = '+03:00';

/** Page numbers around `page`, at most `count` of them, within 1..pages. */
export function visiblePages(page: number, pages: number, count: number): number[] {
  let start = Math.max(1, page - Math.floor(count / 2));
  const end = Math.min(pages, start + count - 1);
  start = Math.max(1, end - count + 1);
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);
}

/** GET publication-editor/publication/list/. */
export async function listEditorPublications(
  db: Db,
  query: EditorListQuery,
): Promise<EditorListResponse> {
  const statuses = (['published', 'delayed', 'draft', 'deactivated'] as const).filter(
    (status) => query[status],
  );
  const dayStart = (date: string): Date => new Date(`${date}T00:00:00${MOSCOW_OFFSET}`);
  const filter: EditorListFilter = {
    search: query.full_text_search,
    statuses: [...statuses],
    from: query.start_date ? dayStart(query.start_date) : null,
    to: query.end_date ? new Date(dayStart(query.end_date).getTime() + 86_400_000) : null,
    flows: query.flows,
    feedGroups: query.feed_group,
    feedTags: query.feed_tags,
    sections: query.section,
  };
  const count = await countEditorList(db, filter);
  const pages = Math.max(1, Math.ceil(count / EDITOR_PAGE_SIZE));
  const page = query.page;
  const rows =
    page <= pages
      ? await findEditorListPage(db, filter, EDITOR_PAGE_SIZE, (page - 1) * EDITOR_PAGE_SIZE)
      : [];
  return {
    results: rows.map((row) => ({
      ...row,
      status: row.status as EditorListResponse['results'][number]['status'],
    })),
    pagination: {
      page,
      count_pages: pages,
      count,
      has_next: page < pages,
      next_page_number: page < pages ? page + 1 : null,
      has_previous: page > 1,
      previous_page_number: page > 1 ? Math.min(page - 1, pages) : null,
      visible_pages: visiblePages(Math.min(page, pages), pages, query.visible_page_count),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Create and update.
// ---------------------------------------------------------------------------------------------

function httpUrl(value: string): URL | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

const INVALID_URL = 'Enter a valid URL.';
const REQUIRED = 'This field is required.';

/** Checks every block and plans its columns; file checks start here and are awaited later. */
function planItems(
  payload: EditorPublicationPayloadParsed,
  existing: readonly PublicationItem[],
  errors: FieldErrors,
): PlannedItem[] {
  const byId = new Map(existing.map((item) => [item.id, item]));
  const seen = new Set<number>();
  const planned: PlannedItem[] = [];
  payload.publication_items.forEach((item, index) => {
    const field = `publication_items.${index}`;
    const fail = (name: string, message: string): void => {
      (errors[`${field}.${name}`] ??= []).push(message);
    };
    let kept: PublicationItem | undefined;
    if (item.id) {
      kept = byId.get(item.id);
      if (!kept || seen.has(item.id)) {
        fail('id', `Invalid pk "${item.id}" - object does not exist.`);
        return;
      }
      seen.add(item.id);
    }
    const same = kept?.itemType === item.item_type ? kept : undefined;
    const base: ItemColumns = {
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
    const plan: PlannedItem = {
      keptId: kept?.id ?? null,
      columns: base,
      file: null,
      fileColumn: null,
    };
    switch (item.item_type) {
      case 'text': {
        const { html, plain } = sanitizeEditorHtml(item.text);
        if (!plain) return; // empty text blocks are not saved
        base.text = html;
        break;
      }
      case 'image':
        if (item.image) {
          plan.file = prepareBlockImage(item.image, `${field}.image`);
          plan.fileColumn = 'image';
        } else if (same?.image) base.image = same.image;
        else fail('image', REQUIRED);
        break;
      case 'doc':
        if (item.doc) {
          try {
            plan.file = Promise.resolve(prepareDocument(item.doc, `${field}.doc`));
          } catch (error) {
            if (!(error instanceof FieldValidationError)) throw error;
            Object.assign(errors, error.fields);
            return;
          }
          plan.fileColumn = 'doc';
          base.docName = item.doc.name;
        } else if (same?.doc) {
          base.doc = same.doc;
          base.docName = same.docName;
        } else fail('doc', REQUIRED);
        break;
      case 'video_url': {
        const first = item.video_url.trim();
        const second = item.video_url_2.trim();
        if (!first && !second) fail('video_url', REQUIRED);
        const firstUrl = first ? httpUrl(first) : null;
        const secondUrl = second ? httpUrl(second) : null;
        if (first && !firstUrl) fail('video_url', INVALID_URL);
        if (second && !secondUrl) fail('video_url_2', INVALID_URL);
        base.videoUrl = firstUrl ? first : null;
        base.videoDomain = firstUrl ? firstUrl.hostname : null;
        base.videoUrl2 = secondUrl ? second : null;
        base.videoDomain2 = secondUrl ? secondUrl.hostname : null;
        break;
      }
      case 'audio_url': {
        const audio = item.audio_url.trim();
        if (!audio) fail('audio_url', REQUIRED);
        else if (!httpUrl(audio)) fail('audio_url', INVALID_URL);
        base.audioUrl = audio || null;
        break;
      }
    }
    planned.push(plan);
  });
  return planned;
}

/** Awaits every file check; their field errors join `errors`. */
async function settleFiles(
  files: readonly (Promise<PreparedFile> | null)[],
  errors: FieldErrors,
): Promise<(PreparedFile | null)[]> {
  const results = await Promise.allSettled(files.map((file) => file ?? Promise.resolve(null)));
  return results.map((result) => {
    if (result.status === 'fulfilled') return result.value;
    if (result.reason instanceof FieldValidationError) {
      Object.assign(errors, result.reason.fields);
      return null;
    }
    throw result.reason;
  });
}

/** 400 on the fields whose ids do not exist. */
async function checkReferences(db: Db, payload: EditorPublicationPayloadParsed): Promise<void> {
  const errors: FieldErrors = {};
  const single = ['section', 'feed_group', 'wiki_page', 'flow_program_page'] as const;
  for (const kind of single) {
    const id = payload[kind];
    if (id !== null && !(await existingIds(db, kind, [id])).has(id)) {
      errors[kind] = [`Invalid pk "${id}" - object does not exist.`];
    }
  }
  for (const kind of ['feed_tags', 'flows'] as const) {
    const found = await existingIds(db, kind, payload[kind]);
    const missing = payload[kind].filter((id) => !found.has(id));
    if (missing.length > 0) {
      errors[kind] = missing.map((id) => `Invalid pk "${id}" - object does not exist.`);
    }
  }
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
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
 * transaction. Files are checked and stored first; when anything fails they are removed again.
 * Kept blocks (by id) keep their row, so views of them stay.
 * @returns the publication's id.
 */
export async function saveEditorPublication(
  deps: EditorDeps,
  authorId: number,
  id: number | null,
  payload: EditorPublicationPayloadParsed,
): Promise<number> {
  const existing = id === null ? undefined : await findEditorPublication(deps.db, id);
  if (id !== null && !existing) throw notFound();
  const oldItems = existing?.items ?? [];
  const errors: FieldErrors = {};
  const planned = planItems(payload, oldItems, errors);
  const previewFile = payload.preview_image
    ? preparePreviewImage(payload.preview_image, 'preview_image')
    : null;
  const [preview, ...itemFiles] = await settleFiles(
    [previewFile, ...planned.map((plan) => plan.file)],
    errors,
  );
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);

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
    savedId = await deps.db.transaction(async (tx) => {
      await checkReferences(tx, payload);
      let publicationId: number;
      if (id === null) {
        const [row] = await tx
          .insert(publications)
          .values({ ...fields, status: 'draft', authorId })
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
              ? and(
                  eq(publicationItems.publicationId, id),
                  notInArray(publicationItems.id, keptIds),
                )
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
    });
  } catch (error) {
    await stored.removeAll();
    throw error;
  }
  if (existing) {
    await removeUnreferenced(deps, fileUrls(existing.publication.previewImage, oldItems));
  }
  return savedId;
}

async function replaceLinks(
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

// ---------------------------------------------------------------------------------------------
// Copy and delete.
// ---------------------------------------------------------------------------------------------

/**
 * A new draft with the same fields, flows, tags and blocks (the title unchanged; files shared
 * with the original). No schedule, views, likes, comments or pin. 404 when the source is missing.
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
    const [row] = await tx
      .insert(publications)
      .values({
        title: p.title,
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
      })
      .returning({ id: publications.id });
    if (!row) throw new Error('publication insert returned nothing');
    await replaceLinks(tx, row.id, source.flowIds, source.tagIds);
    const items = await findItems(tx, id);
    if (items.length > 0) {
      await tx.insert(publicationItems).values(
        items.map(({ id: _id, publicationId: _from, ...columns }) => ({
          ...columns,
          publicationId: row.id,
        })),
      );
    }
    return row.id;
  });
}

/** Deletes the publication and then its files nothing else uses. 404 when missing. */
export async function deleteEditorPublication(deps: EditorDeps, id: number): Promise<void> {
  const source = await findEditorPublication(deps.db, id);
  if (!source || !(await deletePublication(deps.db, id))) throw notFound();
  await removeUnreferenced(deps, fileUrls(source.publication.previewImage, source.items));
}
