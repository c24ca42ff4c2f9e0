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
