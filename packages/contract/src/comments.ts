import { z } from 'zod';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_ORDERINGS,
  COMMENT_PAGE_SIZE,
  COMMENT_PARENT_PAGE_SIZE_MAX,
} from './constants.ts';
import { PaginationSchema } from './publications.ts';
import { NUL_MESSAGE, noNul, pageParam, positiveIdParam } from './input-parsers.ts';

// ---------------------------------------------------------------------------------------------
// Entity (spec 01 §3 "Comment"). One shape for every list, create, delete (200) and pin answer.
// ---------------------------------------------------------------------------------------------

/** created_at (oldest first, the default), -created_at (newest first), -like_count. */
export const CommentOrderingSchema = z.enum(COMMENT_ORDERINGS);

export const CommentAuthorSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  /** Empty string: the SPA shows its bundled default avatar. */
  avatar_url: z.string(),
  is_staff: z.boolean(),
  /** A programme expert (coach, nutritionist): marked on their comments. */
  expert: z.boolean(),
  /** The author's user pk (the staff user card is opened with it). */
  user_id: z.number().int(),
});
export type CommentAuthor = z.infer<typeof CommentAuthorSchema>;

/** The person a reply answers. */
export const CommentAddresseeSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
});
export type CommentAddressee = z.infer<typeof CommentAddresseeSchema>;

export const CommentImageSchema = z.object({
  /** Re-encoded image without metadata (URL). */
  image: z.string(),
  /** Small preview (URL). */
  formatted_image_pico: z.string(),
});
export type CommentImage = z.infer<typeof CommentImageSchema>;

export const CommentSchema = z.object({
  pk: z.number().int(),
  /** The text HTML-escaped, line breaks as `<br>`: no other markup. '' for a placeholder. */
  text_web: z.string(),
  /** ISO date. */
  created_at: z.string(),
  jwt_client: CommentAuthorSchema,
  /** Replies: who was answered; null for top-level comments. */
  comment_to_jwt_client: CommentAddresseeSchema.nullable(),
  /** In upload order; [] for a placeholder. */
  comment_images: z.array(CommentImageSchema),
  like_count: z.number().int(),
  i_liked: z.boolean(),
  is_my_comment: z.boolean(),
  /** Replies of a top-level comment; 0 for replies. */
  childrens_count: z.number().int(),
  /** Deleted by its author while it had replies: kept as a placeholder, text and images gone. */
  abstract_removed: z.boolean(),
  /** Someone reported it. Only moderators see true; everyone else always gets false. */
  bad_reported: z.boolean(),
  /** Pinned by a super moderator (top-level comments only). */
  isFixed: z.boolean(),
  /** Replies: pk of the comment answered (the top-level one or a reply); null for top-level. */
  answer_to_comment: z.number().int().nullable(),
  /** Replies: the comment answered has since been deleted (or left as a placeholder). */
  comment_to_comment_delete: z.boolean(),
  /** Replies: pk of the top-level comment they live under; null for top-level. */
  parent: z.number().int().nullable(),
});
export type Comment = z.infer<typeof CommentSchema>;

// ---------------------------------------------------------------------------------------------
// Requests.
// ---------------------------------------------------------------------------------------------

// Path ids (`{publication}`, `{commentPk}`, `{pk}`) are parsed with IdParams (publications.ts).

/** Absent or empty: created_at. */
const commentOrdering = z.preprocess(
  (value) => (value === '' ? undefined : value),
  CommentOrderingSchema.default('created_at'),
);

/** GET parent-comment/list/{publication}/ query. */
export const ParentCommentListQuery = z.object({
  page: pageParam,
  ordering: commentOrdering,
});
export type ParentCommentListQuery = z.output<typeof ParentCommentListQuery>;

/** GET comment/find/{publication}/ query. */
export const CommentFindQuery = z.object({
  /** The comment looked for: top-level or a reply. */
  comment_target_id: positiveIdParam,
  /** Top-level comments per page (the SPA sends 20). */
  parent_page_size: z
    .string()
    .regex(/^[1-9][0-9]{0,2}$/, 'A valid integer is required.')
    .transform(Number)
    .refine(
      (size) => size <= COMMENT_PARENT_PAGE_SIZE_MAX,
      `Ensure this value is less than or equal to ${COMMENT_PARENT_PAGE_SIZE_MAX}.`,
    )
    .default(COMMENT_PAGE_SIZE),
  ordering: commentOrdering,
});
export type CommentFindQuery = z.output<typeof CommentFindQuery>;

/**
 * Text fields of POST comment/create/ (multipart). The files come as repeated `images` parts
 * (≤ COMMENT_MAX_IMAGES, ≤ COMMENT_IMAGE_MAX_BYTES each, checked by content on the server).
 * Text or at least one image is required.
 */
export const CommentCreateFields = z.object({
  publication: positiveIdParam,
  /** The comment answered (top-level or a reply); absent or '' for a top-level comment. */
  parent: z
    .union([z.literal(''), z.literal('null'), z.literal('undefined'), positiveIdParam])
    .optional()
    .transform((value) => (typeof value === 'number' ? value : null)),
  text: z
    .string()
    .max(COMMENT_MAX_LENGTH, `Ensure this field has no more than ${COMMENT_MAX_LENGTH} characters.`)
    .refine(noNul, NUL_MESSAGE)
    .default(''),
});
export type CommentCreateFields = z.output<typeof CommentCreateFields>;

/** Names of the multipart parts of POST comment/create/. */
export const COMMENT_CREATE_FIELDS = {
  publication: 'publication',
  parent: 'parent',
  images: 'images',
  text: 'text',
} as const;

/** PATCH comment/is-fixed-update/{pk}/ body. */
export const CommentPinBody = z.object({ is_fixed: z.boolean() });
export type CommentPinBody = z.infer<typeof CommentPinBody>;

// ---------------------------------------------------------------------------------------------
// Responses.
// ---------------------------------------------------------------------------------------------

/**
 * GET parent-comment/list/{publication}/: top-level comments that are not pinned (pinned ones
 * come from fixed-comment/list/, like the feed's fix-list), COMMENT_PAGE_SIZE a page, with the
 * exact `count_pages` (≥ 1). A page past the end answers an empty `results`, like the feed.
 * Ties of -like_count go newest first.
 */
export const ParentCommentListResponseSchema = z.object({
  results: z.array(CommentSchema),
  pagination: PaginationSchema,
});
export type ParentCommentListResponse = z.infer<typeof ParentCommentListResponseSchema>;

/** GET fixed-comment/list/{publication}/: the pinned top-level comments, oldest first. */
export const FixedCommentListResponseSchema = z.object({ results: z.array(CommentSchema) });
export type FixedCommentListResponse = z.infer<typeof FixedCommentListResponseSchema>;

/** GET children-comment/list/{commentPk}/: every reply of a top-level comment, oldest first. */
export const ChildrenCommentListResponseSchema = z.object({ results: z.array(CommentSchema) });
export type ChildrenCommentListResponse = z.infer<typeof ChildrenCommentListResponseSchema>;

/** GET comment/find/{publication}/ answer (404 `{detail, code: 'comment_not_found'}` when gone). */
export const CommentFindResponseSchema = z.object({
  /**
   * 1-based page (of parent_page_size, in the ordering asked) of parent-comment/list holding the
   * top-level comment; 1 when that comment is pinned (fixed-comment/list shows it).
   */
  comment_parent_page: z.number().int().min(1),
  /** The target comment. */
  comment_pk: z.number().int(),
  /** Its top-level comment when the target is a reply; null for a top-level target. */
  comment_parent_pk: z.number().int().nullable(),
});
export type CommentFindResponse = z.infer<typeof CommentFindResponseSchema>;

/** like-comment/create|delete/{pk}/ answer (both idempotent). */
export const CommentLikeStateSchema = z.object({
  pk: z.number().int(),
  i_liked: z.boolean(),
  like_count: z.number().int(),
});
export type CommentLikeState = z.infer<typeof CommentLikeStateSchema>;

/** report-comment/create/{pk}/ answer (201, idempotent). */
export const CommentReportResponseSchema = z.object({
  pk: z.number().int(),
  reported: z.literal(true),
});
export type CommentReportResponse = z.infer<typeof CommentReportResponseSchema>;

/** `code` of the 400 answered when liking one's own comment (the SPA shows thisIsYourComment). */
export const COMMENT_OWN_LIKE_CODE = 'this_is_your_comment';
