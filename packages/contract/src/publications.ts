import { z } from 'zod';
import {
  FEED_ORDERINGS,
  PUBLICATION_ITEM_TYPES,
  SEARCH_GROUP_SLUGS,
  SEARCH_MAX_LENGTH,
  TOPIC_ORDERINGS,
} from './constants.ts';
import {
  NUL_MESSAGE,
  asList,
  idListParam,
  noNul,
  pageParam,
  positiveIdParam,
} from './input-parsers.ts';

// ---------------------------------------------------------------------------------------------
// Entities (spec 01 §3): Feed tag, Feed group, Publication, Publication item, Topic card.
// ---------------------------------------------------------------------------------------------

export const SearchGroupSlugSchema = z.enum(SEARCH_GROUP_SLUGS);
export type SearchGroupSlug = z.infer<typeof SearchGroupSlugSchema>;

/** Where a publication lives: the feed (and wiki) or the community (a topic). */
export const PublicationSectionSchema = z.enum(['feed', 'topic']);
export type PublicationSection = z.infer<typeof PublicationSectionSchema>;

export const FeedTagRefSchema = z.object({
  slug: z.string(),
  /** In the caller's language (title_en for 'en'). */
  title: z.string(),
});
export type FeedTagRef = z.infer<typeof FeedTagRefSchema>;

export const FeedGroupSchema = z.object({
  slug: z.string(),
  /** In the caller's language. */
  title: z.string(),
  /** CSS colour of the group's badge, e.g. '#3f8cff'. */
  color: z.string(),
});
export type FeedGroup = z.infer<typeof FeedGroupSchema>;

/** GET feed/tag/list/ entry. */
export const FeedTagSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Display order (0-based). */
  index: z.number().int(),
  /** Publications with this tag the caller can see. */
  count: z.number().int(),
  /** ISO date of the newest such publication; null when there is none. */
  pub_start_date: z.string().nullable(),
});
export type FeedTag = z.infer<typeof FeedTagSchema>;

export const PublicationFileSchema = z.object({
  /** The publication item's id (send it as `publication_item` to click-file logging). */
  pk: z.number().int(),
  doc_url: z.string(),
  /** File name shown; click-file is logged only when it contains 'summary'. */
  name: z.string(),
});
export type PublicationFile = z.infer<typeof PublicationFileSchema>;

export const PublicationAudioSchema = z.object({
  pk: z.number().int(),
  audio_url: z.string(),
});
export type PublicationAudio = z.infer<typeof PublicationAudioSchema>;

export const PublicationVideoSchema = z.object({
  /** The publication item's id: view-publication-item/create|delete/{pk}/. */
  pk: z.number().int(),
  /** Thumbnail URL or ''. */
  video_thumbnail: z.string(),
  /** The caller marked this video viewed. */
  is_view: z.boolean(),
  /** First video service's player URL (autoplays) or ''. */
  video_url: z.string(),
  /** Second video service's player URL or ''. */
  video_url_2: z.string(),
  /** Domain of the first service when it is used, else '' (chooses the default player). */
  video_domain: z.string(),
  video_domain_2: z.string(),
  video_name: z.string(),
  /** 'mm:ss' or ''. */
  video_duration: z.string(),
});
export type PublicationVideo = z.infer<typeof PublicationVideoSchema>;

export const PublicationItemSchema = z.object({
  id: z.number().int(),
  /** Same as id (the original backend sends both). */
  pk: z.number().int(),
  sort: z.number().int(),
  item_type: z.enum(PUBLICATION_ITEM_TYPES),
  /** Sanitised HTML of a text block, else ''. */
  text: z.string(),
  image: z.string(),
  video_url: z.string(),
  video_url_2: z.string(),
  video_domain: z.string(),
  video_domain_2: z.string(),
  audio_url: z.string(),
  doc: z.string(),
  doc_name: z.string(),
  /** The caller marked this item viewed (used for videos; false when never marked). */
  is_view: z.boolean(),
});
export type PublicationItem = z.infer<typeof PublicationItemSchema>;

export const LastCommentSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** ISO date. */
  created_at: z.string(),
});
export type LastComment = z.infer<typeof LastCommentSchema>;

export const WikiPageRefSchema = z.object({ pk: z.number().int(), title: z.string() });

/** A publication as feed, favorites, search and retrive show it. */
/** Where a post stands, as the editor list names it (spec 02). */
export const PUBLICATION_STATES = ['draft', 'delayed', 'published', 'deactivated'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export const PublicationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  preview_text: z.string(),
  /** Image URL or ''. */
  preview_image: z.string(),
  /** ISO date; null only for staff looking at a never-published draft. */
  pub_start_date: z.string().nullable(),
  feed_tags: z.array(FeedTagRefSchema),
  /** Null for wiki posts, topics and lessons. */
  feed_group: FeedGroupSchema.nullable(),
  /** Pinned: comes from fix-list, not from the feed pages. */
  fix: z.boolean(),
  files: z.array(PublicationFileSchema),
  audios: z.array(PublicationAudioSchema),
  videos: z.array(PublicationVideoSchema),
  /** Every block in order (text, image, video, audio, document). */
  publication_items: z.array(PublicationItemSchema),
  /** 0..100: share of viewed videos (multi-video) or 0/100 (one or no video). */
  i_view: z.number().int().min(0).max(100),
  i_liked: z.boolean(),
  like_count: z.number().int(),
  comments_count: z.number().int(),
  /** In the caller's favorites. */
  favorite: z.boolean(),
  is_show_view_button: z.boolean(),
  disable_comments: z.boolean(),
  /** Newest comment, or null. */
  last_comment: LastCommentSchema.nullable(),
  section: PublicationSectionSchema,
  /** The wiki category of a wiki post, else null. */
  wiki_page: WikiPageRefSchema.nullable(),
  /**
   * Our addition. Readers only ever get 'published'; staff see every post, and their cards say
   * which are not out ('delayed': not published, with a pending activation).
   */
  status: z.enum(PUBLICATION_STATES),
});
export type Publication = z.infer<typeof PublicationSchema>;

export const TopicCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  preview_text: z.string(),
  preview_image: z.string(),
  comments_count: z.number().int(),
  /** Pages (20 top-level comments each) of the discussion; at least 1. */
  comment_page_count: z.number().int().min(1),
  last_comment: LastCommentSchema.nullable(),
});
export type TopicCard = z.infer<typeof TopicCardSchema>;

export const PaginationSchema = z.object({
  /** 1-based page answered. */
  page: z.number().int(),
  /** At least 1, also for an empty list; null where the list pages by "load more" (no exact total). */
  count_pages: z.number().int().nullable(),
  next_page_number: z.number().int().nullable(),
  has_next: z.boolean(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/**
 * Present when the search text matched nothing because a word was misspelled: the text searched
 * instead (`тренировка` for `тренеровка`), whose results the answer holds. Not in the spec.
 */
export const SearchCorrectionSchema = z.string().optional();

// ---------------------------------------------------------------------------------------------
// Query strings. Fastify gives a repeated key as an array, a single one as a string.
// ---------------------------------------------------------------------------------------------

const slug = z.string().max(100).refine(noNul, NUL_MESSAGE);

const slugList = z.preprocess(asList, z.array(slug).max(50));

const idList = idListParam(50);

const searchParam = z
  .string()
  .max(SEARCH_MAX_LENGTH, `Ensure this field has no more than ${SEARCH_MAX_LENGTH} characters.`)
  .refine(noNul, NUL_MESSAGE)
  .transform((text) => text.trim())
  .default('');

const optionalSlug = slug.optional();

/** GET publication/feed/list/ query. */
export const FeedListQuery = z.object({
  page: pageParam,
  /** Repeated tag slugs: publications with any of them. Unknown slugs match nothing. */
  feed_tags: slugList,
  /** Repeated flow ids; staff only (ignored for clients, who always see their own flow). */
  flows: idList,
  ordering: z.enum(FEED_ORDERINGS).default('-pub_start_date'),
  /** Empty: no search. With text the answer also carries search_blocks. */
  full_text_search: searchParam,
  /** Group slug put first among search blocks (the SPA sends the selected tab). */
  ordering_group: optionalSlug,
  /** Group slug of the tab; absent: every feed group. Unknown slug: empty result. */
  feed_group: optionalSlug,
});
export type FeedListQuery = z.output<typeof FeedListQuery>;

/** GET publication/feed/fix-list/ query. */
export const FixListQuery = z.object({
  feed_tags: slugList,
  flows: idList,
  feed_group: optionalSlug,
});
export type FixListQuery = z.output<typeof FixListQuery>;

/** GET publication/favorite/list/ query. */
export const FavoriteListQuery = z.object({
  page: pageParam,
  feed_tags: slugList,
  full_text_search: searchParam,
});
export type FavoriteListQuery = z.output<typeof FavoriteListQuery>;

/** GET publication/topic/list/ query. */
export const TopicListQuery = z.object({
  page: pageParam,
  /** Staff only, like the feed. */
  flows: idList,
  /** '' newest created first; '-last_comment_date' latest discussion first. */
  ordering: z.enum(TOPIC_ORDERINGS).default(''),
});
export type TopicListQuery = z.output<typeof TopicListQuery>;

/** `{id}` of publication and item paths: a positive integer. */
export const IdParams = z.object({
  id: positiveIdParam,
});
export type IdParams = z.output<typeof IdParams>;

// ---------------------------------------------------------------------------------------------
// Responses.
// ---------------------------------------------------------------------------------------------

/** Visible matches per group; with a search text, at most SEARCH_COUNT_LIMIT each. */
export const CountByGroupSchema = z.object({
  physical_transformation: z.number().int(),
  /** 0 for users without the psychology group. */
  physical_rpp: z.number().int(),
  wiki: z.number().int(),
});
export type CountByGroup = z.infer<typeof CountByGroupSchema>;

export const SearchFolderSchema = z.object({
  /** The wiki page (category) title. */
  title: z.string(),
  results: z.array(PublicationSchema),
});
export type SearchFolder = z.infer<typeof SearchFolderSchema>;

export const SearchBlockSchema = z.object({
  /** Blocks come sorted by it (1 first). */
  order: z.number().int(),
  slug: SearchGroupSlugSchema,
  /** The group's title in the caller's language. */
  title: z.string(),
  /** Everything found in this group, at most SEARCH_COUNT_LIMIT (SEARCH_BLOCK_SIZE of them sent). */
  count: z.number().int(),
  /** More than `count` (SEARCH_COUNT_LIMIT) were found: the counting stopped there. */
  count_is_capped: z.boolean(),
  /**
   * Title matches first, then the others, each newest first; [] for the wiki block, whose results
   * are sent in `folders` instead.
   */
  results: z.array(PublicationSchema),
  /** Wiki block: its results grouped by wiki page title, in order of their best; [] for others. */
  folders: z.array(SearchFolderSchema),
});
export type SearchBlock = z.infer<typeof SearchBlockSchema>;

export const FeedListResponseSchema = z.object({
  /** Not pinned publications of the page; pinned ones come from fix-list. */
  results: z.array(PublicationSchema),
  pagination: PaginationSchema,
  /** Visible matches (tags and search applied) per group. */
  count_by_group: CountByGroupSchema,
  /** Only with full_text_search. */
  search_blocks: z.array(SearchBlockSchema).optional(),
  search_correction: SearchCorrectionSchema,
});
export type FeedListResponse = z.infer<typeof FeedListResponseSchema>;

export const FixListResponseSchema = z.object({ results: z.array(PublicationSchema) });
export type FixListResponse = z.infer<typeof FixListResponseSchema>;

export const FeedTagListResponseSchema = z.array(FeedTagSchema);
export type FeedTagListResponse = z.infer<typeof FeedTagListResponseSchema>;

export const FilterFlowSchema = z.object({ id: z.number().int(), name: z.string() });
export type FilterFlow = z.infer<typeof FilterFlowSchema>;

export const FiltersResponseSchema = z.object({
  /** physical_rpp only for paid users and staff. */
  groups: z.array(FeedGroupSchema),
  /** Every flow for staff; the user's own flows otherwise. */
  flows: z.array(FilterFlowSchema),
});
export type FiltersResponse = z.infer<typeof FiltersResponseSchema>;

export const FavoriteListResponseSchema = z.object({
  results: z.array(PublicationSchema),
  pagination: PaginationSchema,
  search_correction: SearchCorrectionSchema,
});
export type FavoriteListResponse = z.infer<typeof FavoriteListResponseSchema>;

export const TopicListResponseSchema = z.object({
  results: z.array(TopicCardSchema),
  pagination: PaginationSchema,
});
export type TopicListResponse = z.infer<typeof TopicListResponseSchema>;

/** view-publication/create|delete/{id}/ answer. */
export const PublicationViewStateSchema = z.object({
  id: z.number().int(),
  i_view: z.number().int().min(0).max(100),
  videos: z.array(z.object({ pk: z.number().int(), is_view: z.boolean() })),
});
export type PublicationViewState = z.infer<typeof PublicationViewStateSchema>;

/** view-publication-item/create|delete/{id}/ answer. */
export const PublicationItemViewStateSchema = z.object({
  id: z.number().int(),
  is_view: z.boolean(),
  publication: z.object({ id: z.number().int(), i_view: z.number().int().min(0).max(100) }),
});
export type PublicationItemViewState = z.infer<typeof PublicationItemViewStateSchema>;

/** like-publication/create|delete/{id}/ answer. */
export const PublicationLikeStateSchema = z.object({
  id: z.number().int(),
  i_liked: z.boolean(),
  like_count: z.number().int(),
});
export type PublicationLikeState = z.infer<typeof PublicationLikeStateSchema>;

/** favorite-publication/create|delete/{id}/ answer. */
export const PublicationFavoriteStateSchema = z.object({
  id: z.number().int(),
  favorite: z.boolean(),
});
export type PublicationFavoriteState = z.infer<typeof PublicationFavoriteStateSchema>;

/** Body of click-file, click-video and click-audio logging (answer: LoggedResponse). */
export const PublicationClickBody = z.object({
  publication: z.number().int().positive(),
  /** The clicked item; null or absent when the click is not on one item. */
  publication_item: z.number().int().positive().nullable().optional(),
});
export type PublicationClickBody = z.infer<typeof PublicationClickBody>;
