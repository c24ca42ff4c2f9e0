import type { EditorOption, EditorParamsResponse, EditorPublication } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { localTitle, presentItemContent } from '../publications/publication-presenter.ts';
import { findEditorParams } from './editor-list-repo.ts';
import { findEditorPublication, type EditorPublicationData } from './editor-publication-repo.ts';

const LANGUAGE_TITLES = {
  ru: { ru: 'Русский', en: 'Английский' },
  en: { ru: 'Russian', en: 'English' },
} as const;

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
    publication_items: data.items.map(presentItemContent),
  };
}

/** The publication for editing, in any state. 404 when it does not exist. */
export async function retriveEditorPublication(db: Db, id: number): Promise<EditorPublication> {
  const data = await findEditorPublication(db, id);
  if (!data) throw notFound();
  return toEditorPublication(data);
}
