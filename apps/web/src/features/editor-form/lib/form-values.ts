import type {
  EditorOption,
  EditorPublication,
  EditorPublicationPayload,
  FieldErrors,
} from '@app/contract';
import { blocksFromItems, blocksToItems, type EditorBlock } from './blocks.ts';
import type { FileUpload } from './files.ts';
import { languageFromFlowTitle, type EditorLanguage } from './language.ts';
import { readTimeValue } from './read-time.ts';

/** The preview image: the stored one (kept unless changed), a newly chosen one, or none. */
export type PreviewImageState =
  { kind: 'stored'; url: string } | { kind: 'new'; upload: FileUpload } | { kind: 'none' };

/** Everything the editor form holds. */
export interface EditorFormValues {
  title: string;
  preview_text: string;
  previewImage: PreviewImageState;
  language: EditorLanguage;
  section: number | null;
  feed_group: number | null;
  flow_program_page: number | null;
  wiki_page: number | null;
  feed_tags: number[];
  flows: number[];
  disable_comments: boolean;
  disable_pushs: boolean;
  /** As typed (digits only). */
  read_time: string;
  blocks: EditorBlock[];
}

/** A new post's form: Russian, read_time 0, no blocks (spec 02 §9). */
export function emptyFormValues(): EditorFormValues {
  return {
    title: '',
    preview_text: '',
    previewImage: { kind: 'none' },
    language: 'ru',
    section: null,
    feed_group: null,
    flow_program_page: null,
    wiki_page: null,
    feed_tags: [],
    flows: [],
    disable_comments: false,
    disable_pushs: false,
    read_time: '0',
    blocks: [],
  };
}

/** The form of a loaded publication. */
export function formValuesFromPublication(publication: EditorPublication): EditorFormValues {
  return {
    title: publication.title,
    preview_text: publication.preview_text,
    previewImage: publication.preview_image
      ? { kind: 'stored', url: publication.preview_image }
      : { kind: 'none' },
    language: publication.language,
    section: publication.section,
    feed_group: publication.feed_group,
    flow_program_page: publication.flow_program_page,
    wiki_page: publication.wiki_page,
    feed_tags: publication.feed_tags,
    flows: publication.flows,
    disable_comments: publication.disable_comments,
    disable_pushs: publication.disable_pushs,
    read_time: String(publication.read_time),
    blocks: blocksFromItems(publication.publication_items),
  };
}

/**
 * The form with `flows` chosen: the language follows the first chosen flow's title (spec 02 §4);
 * clearing the flows only empties them.
 */
export function withFlows(
  values: EditorFormValues,
  flows: number[],
  options: readonly EditorOption[],
): EditorFormValues {
  const first = options.find((option) => option.pk === flows[0]);
  return first
    ? { ...values, flows, language: languageFromFlowTitle(first.title) }
    : { ...values, flows };
}

/**
 * The form as a new post (its own was deleted meanwhile): the blocks lose their stored ids;
 * stored files cannot be sent again, only files chosen since go with it.
 */
export function asNewPost(values: EditorFormValues): EditorFormValues {
  return {
    ...values,
    previewImage: values.previewImage.kind === 'stored' ? { kind: 'none' } : values.previewImage,
    blocks: values.blocks.map((block) => ({ ...block, id: null })),
  };
}

/** True when stored files (not chosen since) would be lost by `asNewPost`. */
export function hasStoredFiles(values: EditorFormValues): boolean {
  return (
    values.previewImage.kind === 'stored' ||
    values.blocks.some((block) => (block.imageUrl && !block.image) || (block.docUrl && !block.doc))
  );
}

/** True when the required fields are filled (only the title is required, spec 02 §5). */
export function hasRequiredFields(values: EditorFormValues): boolean {
  return values.title.trim() !== '';
}

/** The create/update body and the block key of each publication_items entry. */
export function toPayload(values: EditorFormValues): {
  payload: EditorPublicationPayload;
  itemKeys: string[];
} {
  const { items, keys } = blocksToItems(values.blocks);
  const payload: EditorPublicationPayload = {
    title: values.title.trim(),
    preview_text: values.preview_text,
    language: values.language,
    section: values.section,
    disable_comments: values.disable_comments,
    disable_pushs: values.disable_pushs,
    read_time: readTimeValue(values.read_time),
    feed_group: values.feed_group,
    flow_program_page: values.flow_program_page,
    wiki_page: values.wiki_page,
    feed_tags: values.feed_tags,
    flows: values.flows,
    publication_items: items,
  };
  // Absent keeps the stored image; null removes it.
  if (values.previewImage.kind === 'new') payload.preview_image = values.previewImage.upload;
  else if (values.previewImage.kind === 'none') payload.preview_image = null;
  return { payload, itemKeys: keys };
}

/** Server field errors split into the post's own fields and those of each block (by key). */
export interface SplitErrors {
  fields: FieldErrors;
  blocks: Record<string, string[]>;
}

/** Sorts `publication_items.<n>.<field>` errors to the block they belong to. */
export function splitFieldErrors(errors: FieldErrors, itemKeys: readonly string[]): SplitErrors {
  const split: SplitErrors = { fields: {}, blocks: {} };
  for (const [field, messages] of Object.entries(errors)) {
    const match = /^publication_items\.(\d+)(?:\.|$)/.exec(field);
    const key = match ? itemKeys[Number(match[1])] : undefined;
    if (key) (split.blocks[key] ??= []).push(...messages);
    else (split.fields[field.split('.')[0] ?? field] ??= []).push(...messages);
  }
  return split;
}
