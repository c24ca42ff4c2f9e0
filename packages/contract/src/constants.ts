// Plain constants of the contract, free of zod: the SPA imports them without pulling the schema
// library into its bundle. The zod modules build their enums and limits from these.

/** The demo users the provider stand-in can sign in, one of every role. */
export const DEMO_ROLES = [
  'client',
  'green',
  'uae',
  'paid',
  'staff',
  'moderator',
  'supermoderator',
  'english',
] as const;

/** Interface and content languages; Russian is the default. */
export const LANGUAGES = ['ru', 'en'] as const;

/** Feed channel notices: one key per publication tag. */
export const FEED_NOTICE_TYPES = [
  'video',
  'article',
  'training',
  'tasks',
  'announcement',
  'webinar',
] as const;

/** The three feed groups of counts and search blocks; `wiki` gathers the wiki posts. */
export const SEARCH_GROUP_SLUGS = ['physical_transformation', 'physical_rpp', 'wiki'] as const;

/** Kinds of the blocks a publication is made of. */
export const PUBLICATION_ITEM_TYPES = ['text', 'image', 'video_url', 'audio_url', 'doc'] as const;

/** Page size of feed, favorites, topic and wiki lists. */
export const LIST_PAGE_SIZE = 10;
/** Most publications of one search block. */
export const SEARCH_BLOCK_SIZE = 20;
/**
 * A search counts its matches up to this many per group and then says "more than": counting every
 * match of a common word costs more than the whole search (our addition to the spec).
 */
export const SEARCH_COUNT_LIMIT = 500;
/** Longest accepted full_text_search. */
export const SEARCH_MAX_LENGTH = 200;

/** Sort orders of the feed (staff's sort filter); the first is the default. */
export const FEED_ORDERINGS = [
  '-pub_start_date',
  'pub_start_date',
  '-like_count',
  '-comments_count',
] as const;
export type FeedOrdering = (typeof FEED_ORDERINGS)[number];

/** Sort orders of the topic list: '' newest created first, or latest discussion first. */
export const TOPIC_ORDERINGS = ['', '-last_comment_date'] as const;
export type TopicOrdering = (typeof TOPIC_ORDERINGS)[number];

/**
 * Sort orders of the editor list; the first (newest created first) is the default. release_date
 * is pub_start_date, or for a post never published its next pending activation; posts without
 * one come last in both directions. title ignores case and reads ё as е.
 */
export const EDITOR_LIST_ORDERINGS = [
  '-created',
  'release_date',
  '-release_date',
  'title',
  '-title',
] as const;
export type EditorListOrdering = (typeof EDITOR_LIST_ORDERINGS)[number];

/** Comments (spec 01 §8): sort orders (the first is the default), limits and page size. */
export const COMMENT_ORDERINGS = ['created_at', '-created_at', '-like_count'] as const;
export type CommentOrdering = (typeof COMMENT_ORDERINGS)[number];
/** Top-level comments per page (parent-comment/list and comment/find's default). */
export const COMMENT_PAGE_SIZE = 20;
/** Largest parent_page_size comment/find accepts. */
export const COMMENT_PARENT_PAGE_SIZE_MAX = 100;
export const COMMENT_MAX_LENGTH = 4000;
export const COMMENT_MAX_IMAGES = 5;
/** Largest accepted comment image, in bytes (10 MB). */
export const COMMENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Stable codes of 400 field errors (the error-code contract): a client that sends
 * `Prefer: error-codes` gets, beside `{ field: [messages] }`, `codes: { field: [{ code, params }] }`
 * with one entry per message, in the same order, to translate instead of showing the message.
 */
export const FIELD_ERROR_CODES = [
  /** Missing. */
  'required',
  /** Empty or only spaces. */
  'blank',
  /** params.max characters at most. */
  'max_length',
  /** params.min characters at least. */
  'min_length',
  /** params.min at least. */
  'min_value',
  /** params.max at most. */
  'max_value',
  /** params.max items at most. */
  'max_items',
  /** Not of the expected JSON type (params.expected). */
  'invalid_type',
  /** Not one of params.allowed. */
  'invalid_choice',
  /** Holds a NUL character. */
  'null_characters',
  /** params.pk names nothing (an unknown or foreign id). */
  'does_not_exist',
  /** The file is over params.max_mb megabytes. */
  'file_too_large',
  /** The file's extension is not one of params.allowed. */
  'file_type',
  /** The file's content is not what its extension (params.extension) says. */
  'file_content',
  /** The upload is not valid base64. */
  'invalid_base64',
  /** Not a readable picture of params.allowed formats. */
  'not_an_image',
  /** Not an https link (audio). */
  'invalid_url',
  /** Not a link of a video service the reader embeds (params.services, params.examples). */
  'invalid_video_url',
  /** Any other refusal: show the message. */
  'invalid',
] as const;
export type FieldErrorCodeName = (typeof FIELD_ERROR_CODES)[number];
/** The `Prefer` token that asks for `codes` in 400 answers (RFC 7240). */
export const ERROR_CODES_PREFERENCE = 'error-codes';
