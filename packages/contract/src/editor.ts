import { z } from 'zod';
import {
  EDITOR_LIST_ORDERINGS,
  LANGUAGES,
  PUBLICATION_ITEM_TYPES,
  SEARCH_MAX_LENGTH,
} from './constants.ts';
import { NUL_MESSAGE, idListParam, noNul, pageParam } from './input-parsers.ts';
import { SearchCorrectionSchema } from './publications.ts';
import { ListReachSchema } from './insights.ts';

// ---------------------------------------------------------------------------------------------
// Staff editor (spec 02 §2 "Editor list", "Editor create/edit"; §3; §7 publication-editor/…).
// Every editor call is staff-only: 401 without a token, 403 for everyone else.
// Dates on the wire are Moscow time 'YYYY-MM-DDTHH:mm' (Europe/Moscow, DESIGN §4 "Schedule").
// ---------------------------------------------------------------------------------------------

/** Editor list: rows per page. */
export const EDITOR_PAGE_SIZE = 10;
/**
 * Editor list: matches counted at most (our addition). Counting all of a million posts, or every
 * post with a common word, reads them all (0.6 s at 1,000,000); past this the pages stop at
 * EDITOR_COUNT_LIMIT / EDITOR_PAGE_SIZE and `count_is_capped` says more match.
 */
export const EDITOR_COUNT_LIMIT = 10_000;
/** Editor list: page numbers shown around the current one (spec 02 §9). */
export const EDITOR_VISIBLE_PAGE_COUNT = 7;
/** Largest preview image, in decoded bytes (5 MB). */
export const EDITOR_PREVIEW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Largest block image, in decoded bytes (10 MB). */
export const EDITOR_BLOCK_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Largest document, in decoded bytes (20 MB). */
export const EDITOR_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** Most blocks of one publication. */
export const EDITOR_MAX_ITEMS = 200;
/** Preview image file types (spec 02 §5). */
export const EDITOR_PREVIEW_IMAGE_EXTENSIONS = ['png', 'gif', 'jpg', 'jpeg'] as const;
/** Document file types: Word, Excel, plain text, pdf, csv, xlsx (spec 02 §5). */
export const EDITOR_DOCUMENT_EXTENSIONS = [
  'doc',
  'docx',
  'xls',
  'xlsx',
  'txt',
  'pdf',
  'csv',
] as const;
/** Statuses of the editor list (spec 02 §3); 'other' is never produced by this server. */
export const EDITOR_STATUSES = ['draft', 'deactivated', 'delayed', 'published', 'other'] as const;
export type EditorStatus = (typeof EDITOR_STATUSES)[number];
/** Longest title and preview text. */
export const EDITOR_TITLE_MAX_LENGTH = 500;
export const EDITOR_PREVIEW_TEXT_MAX_LENGTH = 5000;
/** Longest HTML of one text block. */
export const EDITOR_TEXT_MAX_LENGTH = 200_000;

const INT_MAX = 2_147_483_647;

const pk = z.number().int().positive().max(INT_MAX);

// ---------------------------------------------------------------------------------------------
// Params (GET publication-editor/params/).
// ---------------------------------------------------------------------------------------------

export const EditorOptionSchema = z.object({ pk: z.number().int(), title: z.string() });
export type EditorOption = z.infer<typeof EditorOptionSchema>;

export const EditorLanguageOptionSchema = z.object({
  pk: z.enum(LANGUAGES),
  /** 'Русский' or 'Английский' ('Russian', 'English' for English-speaking staff). */
  title: z.string(),
});
export type EditorLanguageOption = z.infer<typeof EditorLanguageOptionSchema>;

/**
 * GET /api/v1/publication-editor/params/: options of the editor's selects and list filters. Sections,
 * groups, wiki pages and tags are titled in the staff user's language (Russian when untranslated).
 */
export const EditorParamsResponseSchema = z.object({
  publicate_section: z.array(EditorOptionSchema),
  feed_group: z.array(EditorOptionSchema),
  wiki_page: z.array(EditorOptionSchema),
  /** Every flow; title is the flow's name. */
  flows: z.array(EditorOptionSchema),
  /** Programme sections; title is '<flow name>: <section title>'. */
  flow_program_page: z.array(EditorOptionSchema),
  feed_tag: z.array(EditorOptionSchema),
  language: z.array(EditorLanguageOptionSchema),
});
export type EditorParamsResponse = z.infer<typeof EditorParamsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Create / update payload (spec 02 §3 "Editor publication payload", "Publication item").
// ---------------------------------------------------------------------------------------------

/**
 * An uploaded file: base64 (a `data:…;base64,` prefix is accepted) and the original name.
 * The server checks the content (not only the name), re-encodes images and stores the file.
 */
export const EditorFileSchema = z.object({
  base64: z.string().min(1, 'This field may not be blank.'),
  name: z.string().min(1, 'This field may not be blank.').max(255).refine(noNul, NUL_MESSAGE),
});
export type EditorFile = z.infer<typeof EditorFileSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .refine(noNul, NUL_MESSAGE)
    .nullable()
    .optional()
    .transform((value) => value ?? '');

/**
 * One block. `id` names an existing block of the same publication (update keeps it, so its views
 * stay); without `id` a new block is made. On a kept image/doc block an absent `image`/`doc`
 * keeps the stored file. A text block with no visible content is dropped on save.
 */
export const EditorPublicationItemInputSchema = z.object({
  id: pk.nullable().optional(),
  sort: z.number().int().min(0).max(INT_MAX),
  item_type: z.enum(PUBLICATION_ITEM_TYPES),
  /** HTML; sanitised on save (H2, H3, p, br, bold, italic, underline, strike, lists, links). */
  text: optionalText(EDITOR_TEXT_MAX_LENGTH),
  image: EditorFileSchema.nullable().optional(),
  /**
   * Player 1's video: a Kinescope (kinescope.io/<id>, /embed/<id>) or YouTube (watch?v=<id>,
   * youtu.be/<id>, /shorts/<id>, /live/<id>, /embed/<id>) link, saved as the embed URL the reader
   * frames (https://kinescope.io/embed/<id>, https://www.youtube.com/embed/<id>); anything else
   * is 400 `invalid_video_url`.
   */
  video_url: optionalText(2000),
  /** Player 2's video: the same services and forms as video_url. */
  video_url_2: optionalText(2000),
  /** https link of the audio file (the reader's CSP plays media from https: only). */
  audio_url: optionalText(2000),
  doc: EditorFileSchema.nullable().optional(),
});
export type EditorPublicationItemInput = z.input<typeof EditorPublicationItemInputSchema>;

/**
 * POST publication-editor/publication/create/ and PUT …/update/{id}/ body. Unknown ids of
 * section, feed_group, wiki_page, flow_program_page, feed_tags or flows: 400 on that field.
 * preview_image: absent keeps the stored image (update), null removes it, an object replaces it.
 * A refused save answers one 400 naming every problem: schema errors, unknown ids, block links
 * and every file's checks (`publication_items.<n>.<field>` for a block's fields).
 */
export const EditorPublicationPayloadSchema = z.object({
  title: z
    .string({ error: 'This field is required.' })
    .refine(noNul, NUL_MESSAGE)
    .transform((title) => title.trim())
    .pipe(
      z
        .string()
        .min(1, 'This field may not be blank.')
        .max(
          EDITOR_TITLE_MAX_LENGTH,
          `Ensure this field has no more than ${EDITOR_TITLE_MAX_LENGTH} characters.`,
        ),
    ),
  preview_text: optionalText(EDITOR_PREVIEW_TEXT_MAX_LENGTH),
  language: z.enum(LANGUAGES).default('ru'),
  section: pk.nullable().default(null),
  disable_comments: z.boolean().default(false),
  disable_pushs: z.boolean().default(false),
  /** Minutes, digits only. */
  read_time: z.number().int().min(0).max(100_000).default(0),
  feed_group: pk.nullable().default(null),
  flow_program_page: pk.nullable().default(null),
  wiki_page: pk.nullable().default(null),
  feed_tags: z.array(pk).max(100).default([]),
  /** Empty: the post is for every flow. */
  flows: z.array(pk).max(500).default([]),
  preview_image: EditorFileSchema.nullable().optional(),
  publication_items: z.array(EditorPublicationItemInputSchema).max(EDITOR_MAX_ITEMS).default([]),
});
export type EditorPublicationPayload = z.input<typeof EditorPublicationPayloadSchema>;
export type EditorPublicationPayloadParsed = z.output<typeof EditorPublicationPayloadSchema>;

// ---------------------------------------------------------------------------------------------
// Retrive (GET publication-editor/publication/retrive/{id}/), also the create/update answer.
// ---------------------------------------------------------------------------------------------

export const EditorPublicationItemSchema = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  item_type: z.enum(PUBLICATION_ITEM_TYPES),
  /** Sanitised HTML or ''. */
  text: z.string(),
  /** Stored image URL or ''. */
  image: z.string(),
  video_url: z.string(),
  video_url_2: z.string(),
  audio_url: z.string(),
  /** Stored document URL or ''. */
  doc: z.string(),
  doc_name: z.string(),
});
export type EditorPublicationItem = z.infer<typeof EditorPublicationItemSchema>;

/** A publication as the editor loads it (drafts and deactivated posts included). */
export const EditorPublicationSchema = z.object({
  id: z.number().int(),
  pk: z.number().int(),
  title: z.string(),
  preview_text: z.string(),
  /** Stored image URL or ''. */
  preview_image: z.string(),
  language: z.enum(LANGUAGES),
  section: z.number().int().nullable(),
  disable_comments: z.boolean(),
  disable_pushs: z.boolean(),
  read_time: z.number().int(),
  feed_group: z.number().int().nullable(),
  flow_program_page: z.number().int().nullable(),
  wiki_page: z.number().int().nullable(),
  feed_tags: z.array(z.number().int()),
  flows: z.array(z.number().int()),
  status: z.enum(EDITOR_STATUSES),
  fix: z.boolean(),
  /** Moscow time 'YYYY-MM-DDTHH:mm' or null (never published). */
  pub_start_date: z.string().nullable(),
  /** Next pending activation, Moscow time, or null. */
  activate_event_date: z.string().nullable(),
  publication_items: z.array(EditorPublicationItemSchema),
});
export type EditorPublication = z.infer<typeof EditorPublicationSchema>;

/** POST publication-editor/publication/copy/{pk}/ answer (201): the new draft's id. */
export const EditorCopyResponseSchema = z.object({ id: z.number().int(), pk: z.number().int() });
export type EditorCopyResponse = z.infer<typeof EditorCopyResponseSchema>;

// ---------------------------------------------------------------------------------------------
// List (GET publication-editor/publication/list/).
// ---------------------------------------------------------------------------------------------

/** spec 02 §3 "Editor list row". */
export const EditorListRowSchema = z.object({
  pk: z.number().int(),
  title: z.string(),
  fix: z.boolean(),
  status: z.enum(EDITOR_STATUSES),
  /** The next pending activation (Moscow 'YYYY-MM-DDTHH:mm'), or null: the fallback cell. */
  activate_event_date: z.string().nullable(),
  /** Release date: when it was published (Moscow time), or null. */
  pub_start_date: z.string().nullable(),
  /** Group, section and tag titles are in the staff user's language, like the params. */
  feed_group_title: z.string().nullable(),
  flows_title_list: z.array(z.string()),
  section_title_list: z.array(z.string()),
  feed_tag_title_list: z.array(z.string()),
  /** Our addition: who of the post's audience viewed it (staff insights). */
  reach: ListReachSchema,
});
export type EditorListRow = z.infer<typeof EditorListRowSchema>;

export const EditorPaginationSchema = z.object({
  /** 1-based page answered. */
  page: z.number().int(),
  /** At least 1, also for an empty list. */
  count_pages: z.number().int(),
  /** Rows matching the filters, at most EDITOR_COUNT_LIMIT. */
  count: z.number().int(),
  /** Our addition: more rows than EDITOR_COUNT_LIMIT match; the pages stop at the limit. */
  count_is_capped: z.boolean(),
  has_next: z.boolean(),
  next_page_number: z.number().int().nullable(),
  has_previous: z.boolean(),
  previous_page_number: z.number().int().nullable(),
  /** At most visible_page_count page numbers around the current page, ascending. */
  visible_pages: z.array(z.number().int()),
});
export type EditorPagination = z.infer<typeof EditorPaginationSchema>;

export const EditorListResponseSchema = z.object({
  results: z.array(EditorListRowSchema),
  pagination: EditorPaginationSchema,
  search_correction: SearchCorrectionSchema,
});
export type EditorListResponse = z.infer<typeof EditorListResponseSchema>;

const idList = idListParam(100);

/** 'true' turns a status tab on; anything else (or absent) leaves it off. */
const flag = z
  .string()
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** A Moscow calendar date 'YYYY-MM-DD' (a longer 'YYYY-MM-DDTHH:mm' is cut to its date). */
const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'Date has wrong format. Use YYYY-MM-DD.')
  .transform((value) => value.slice(0, 10))
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Invalid date.')
  .optional();

/**
 * GET publication-editor/publication/list/ query. Status flags combine with OR (none: every
 * status); the other filters combine with AND, each list matching any of its ids. start_date /
 * end_date (Moscow dates, inclusive) match the release date: pub_start_date, or for a post never
 * published its next pending activation.
 */
export const EditorListQuery = z.object({
  page: pageParam,
  visible_page_count: z
    .string()
    .regex(/^[1-9][0-9]?$/, 'A valid integer is required.')
    .transform(Number)
    .default(EDITOR_VISIBLE_PAGE_COUNT),
  full_text_search: z
    .string()
    .max(SEARCH_MAX_LENGTH, `Ensure this field has no more than ${SEARCH_MAX_LENGTH} characters.`)
    .refine(noNul, NUL_MESSAGE)
    .transform((text) => text.trim())
    .default(''),
  deactivated: flag,
  published: flag,
  delayed: flag,
  draft: flag,
  start_date: dateParam,
  end_date: dateParam,
  flows: idList,
  feed_group: idList,
  feed_tags: idList,
  section: idList,
  /** One of EDITOR_LIST_ORDERINGS; absent or empty: newest created first. */
  ordering: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(EDITOR_LIST_ORDERINGS).default('-created'),
  ),
});
export type EditorListQuery = z.output<typeof EditorListQuery>;
/** What the SPA passes to withQuery (all optional). */
export type EditorListQueryInput = z.input<typeof EditorListQuery>;
