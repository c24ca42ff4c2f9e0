import {
  EDITOR_PAGE_SIZE,
  EDITOR_TITLE_MAX_LENGTH,
  type EditorListQuery,
  type EditorListResponse,
  type EditorOption,
  type EditorParamsResponse,
  type EditorPublication,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { publicationItems, publications } from '../../db/schema.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { localTitle } from '../publications/publication-presenter.ts';
import {
  countEditorList,
  deletePublication,
  findEditorListPage,
  findEditorParams,
  findEditorPublication,
  findItems,
  type EditorListFilter,
  type EditorPublicationData,
} from './editor-repo.ts';
import { fileUrls, removeUnreferenced, replaceLinks, type EditorDeps } from './editor-save.ts';

const LANGUAGE_TITLES = {
  ru: { ru: 'Русский', en: 'Английский' },
  en: { ru: 'Russian', en: 'English' },
} as const;

// ---------------------------------------------------------------------------------------------
// Params, retrive, list.
// ---------------------------------------------------------------------------------------------

/** Options of the editor's selects, titled in the staff user's language. */
export async function getEditorParams(
  db: Db,
  language: 'ru' | 'en',
): Promise<EditorParamsResponse> {
  const params = await findEditorParams(db);
  const local = (rows: { pk: number; title: string; titleEn: string }[]): EditorOption[] =>
    rows.map((row) => ({ pk: row.pk, title: localTitle(language, row) }));
  return {
    publicate_section: local(params.sections),
    feed_group: local(params.groups),
    wiki_page: local(params.wiki),
    flows: params.flows,
    flow_program_page: params.pages,
    feed_tag: local(params.tags),
    language: (['ru', 'en'] as const).map((pk) => ({ pk, title: LANGUAGE_TITLES[language][pk] })),
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

/** GET publication-editor/publication/list/, group, section and tag titles in the staff language. */
export async function listEditorPublications(
  db: Db,
  query: EditorListQuery,
  language: 'ru' | 'en',
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
      ? await findEditorListPage(
          db,
          filter,
          query.ordering,
          EDITOR_PAGE_SIZE,
          (page - 1) * EDITOR_PAGE_SIZE,
        )
      : [];
  return {
    results: rows.map(({ feed_group, sections, feed_tags, ...row }) => ({
      ...row,
      status: row.status as EditorListResponse['results'][number]['status'],
      feed_group_title: feed_group && localTitle(language, feed_group),
      section_title_list: sections.map((section) => localTitle(language, section)),
      feed_tag_title_list: feed_tags.map((tag) => localTitle(language, tag)),
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
// Copy and delete.
// ---------------------------------------------------------------------------------------------

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
    const [row] = await tx
      .insert(publications)
      .values({
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
