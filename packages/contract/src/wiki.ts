import { z } from 'zod';
import {
  SearchCorrectionSchema,
  FeedListQuery,
  PaginationSchema,
  PublicationSchema,
  WikiPageRefSchema,
} from './publications.ts';
import { positiveIdParam } from './input-parsers.ts';

// ---------------------------------------------------------------------------------------------
// Wiki (spec 02 §2 "Wiki category list" and "Wiki page screen", §3 "Wiki category", §7).
// The wiki's publications follow the feed's visibility: published, for the caller's current
// flow (or every flow), the physical_rpp group only when paid for; staff see everything.
// ---------------------------------------------------------------------------------------------

/** GET wiki/page/list/ entry (spec 02 §3 "Wiki category"). */
export const WikiCategorySchema = z.object({
  pk: z.number().int(),
  /** In the caller's language (Russian when the category has no English title). */
  title: z.string(),
  /** In the caller's language, like the title. */
  text: z.string(),
  /** Image URL or ''. */
  image: z.string(),
  /** Publications of the category the caller may read. */
  publications_count: z.number().int().min(0),
  /** Opening the category is logged first (POST logging/wiki/create/go-to-tab/). */
  log_jump: z.boolean(),
});
export type WikiCategory = z.infer<typeof WikiCategorySchema>;

/** GET /api/v1/wiki/page/list/: every category in display order (empty list: the empty banner). */
export const WikiCategoryListResponseSchema = z.array(WikiCategorySchema);
export type WikiCategoryListResponse = z.infer<typeof WikiCategoryListResponseSchema>;

/** POST /api/v1/logging/wiki/create/go-to-tab/ body; answer 201 LoggedResponse, 404 unknown page. */
export const WikiGoToTabBody = z.object({
  wiki_page_id: z.number().int().positive().max(2_147_483_647),
});
export type WikiGoToTabBody = z.infer<typeof WikiGoToTabBody>;

/**
 * `{wiki id}` of publication/wiki/list/: a positive integer (else 400); unknown, or for a reader
 * a category holding nothing they may read (the category list leaves it out): 404.
 */
export const WikiListParams = z.object({
  id: positiveIdParam,
});
export type WikiListParams = z.output<typeof WikiListParams>;

/**
 * GET /api/v1/publication/wiki/list/{wiki id}/ query: as the feed's. `flows` is staff only.
 * `full_text_search` narrows this category's list (best match first) and adds no search
 * blocks: in search mode the wiki page screen calls the FEED list with full_text_search
 * (spec 02: "a general search is used instead of the wiki list") and shows its search_blocks.
 */
export const WikiListQuery = FeedListQuery.pick({
  page: true,
  feed_tags: true,
  flows: true,
  ordering: true,
  full_text_search: true,
});
export type WikiListQuery = z.output<typeof WikiListQuery>;

/**
 * GET /api/v1/publication/wiki/list/{wiki id}/ answer: 10 a page, pinned posts first, then by
 * `ordering`; load-more pagination (has_next, next_page_number; count_pages null).
 */
export const WikiListResponseSchema = z.object({
  /** The category, for the page heading; titled in the caller's language. */
  wiki_page: WikiPageRefSchema,
  results: z.array(PublicationSchema),
  pagination: PaginationSchema,
  search_correction: SearchCorrectionSchema,
});
export type WikiListResponse = z.infer<typeof WikiListResponseSchema>;
