import { z } from 'zod';
import { PublicationSectionSchema } from './publications.ts';
import { NoticeSettingsSchema } from './user.ts';
import { pageParam } from './input-parsers.ts';

// ---------------------------------------------------------------------------------------------
// Notices (spec 01 §3 "Notice", §7 "Notices and settings").
// ---------------------------------------------------------------------------------------------

/** Notices per page of GET /api/v2/notice/list/. */
export const NOTICE_PAGE_SIZE = 20;
/** Most characters of a comment's text a notice carries (the SPA shows 25 with an ellipsis). */
export const NOTICE_COMMENT_TEXT_LENGTH = 200;
/** Most ids one DELETE /api/v1/notice/delete-list/ accepts. */
export const NOTICE_DELETE_MAX = 500;

/**
 * rtc: a reply to the receiver's comment; cl: a like on it; np: a new publication; nudge (our
 * addition): staff remind the receiver of a publication not viewed yet.
 */
export const NoticeTypeSchema = z.enum(['rtc', 'cl', 'np', 'nudge']);
export type NoticeType = z.infer<typeof NoticeTypeSchema>;

/** Who caused an rtc or cl notice. */
export const NoticeSenderSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  /** '' means the bundled default avatar. */
  avatar_url: z.string(),
});
export type NoticeSender = z.infer<typeof NoticeSenderSchema>;

/**
 * A comment a notice points at. Deep links: a top-level comment (`parent` null) is
 * `cId=pk`; a reply is `cId=parent&chId=pk` (topics, `/topic/:id?cId=&chId=&p=` with the page
 * from comment/find) or `comment_target_id=pk` (`/publicate/:id?comment_target_id=`).
 */
export const NoticeCommentSchema = z.object({
  pk: z.number().int(),
  /** The comment's plain text (not HTML), cut to NOTICE_COMMENT_TEXT_LENGTH characters. */
  text: z.string(),
  /** The top-level comment a reply belongs to; null for a top-level comment. */
  parent: z.number().int().nullable(),
  /** Deleted by its author but kept as a placeholder because it has replies (text is ''). */
  abstract_removed: z.boolean(),
});
export type NoticeComment = z.infer<typeof NoticeCommentSchema>;

export const NoticePublicationSchema = z.object({
  pk: z.number().int(),
  /** 'topic': open /topic/:id; 'feed' (also wiki posts): open /publicate/:id. */
  section: PublicationSectionSchema,
});
export type NoticePublication = z.infer<typeof NoticePublicationSchema>;

/** The publication's card of an np or nudge notice. */
export const NoticeNewPublicationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** CSS colour of the publication's feed group; '' when it has none (wiki posts). */
  color: z.string(),
  preview_text: z.string(),
  /** Preview image URL or ''. */
  img: z.string(),
  /** The publication's videos in order; img_url is the thumbnail URL or ''. */
  videos: z.array(z.object({ img_url: z.string() })),
  /** ISO date; null when not (yet) published. */
  pub_start_date: z.string().nullable(),
});
export type NoticeNewPublication = z.infer<typeof NoticeNewPublicationSchema>;

/**
 * One notice. rtc: sender_comment is the reply (the deep-link target), receiver_comment the
 * receiver's comment answered. cl: sender_comment null, receiver_comment the liked comment
 * (the target). np and nudge: both null, new_publication set. A comment deleted since is null (the SPA
 * shows commentNoLongerExist); `publication` is set on every notice of an existing publication.
 */
export const NoticeSchema = z.object({
  id: z.number().int(),
  notice_type: NoticeTypeSchema,
  /** As it was before this page was listed: listing marks the page's notices read. */
  read: z.boolean(),
  /** ISO date. */
  created_at: z.string(),
  /** Null on np and nudge notices and when the sender no longer exists. */
  sender_jwt_client: NoticeSenderSchema.nullable(),
  sender_comment: NoticeCommentSchema.nullable(),
  receiver_comment: NoticeCommentSchema.nullable(),
  publication: NoticePublicationSchema.nullable(),
  /** Set on np and nudge notices only. */
  new_publication: NoticeNewPublicationSchema.nullable(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** GET /api/v2/notice/list/?page={n}: newest first, NOTICE_PAGE_SIZE per page. */
export const NoticeListQuery = z.object({
  page: pageParam,
});
export type NoticeListQuery = z.output<typeof NoticeListQuery>;

export const NoticeListResponseSchema = z.object({
  results: z.array(NoticeSchema),
  /**
   * The next page's link, e.g. '/api/v2/notice/list/?page=3' (the page number follows the
   * last '='); null on the last page.
   */
  next: z.string().nullable(),
});
export type NoticeListResponse = z.infer<typeof NoticeListResponseSchema>;

const noticeId = z
  .number({ error: 'A valid integer is required.' })
  .int('A valid integer is required.')
  .min(1, 'A valid integer is required.')
  .max(2_147_483_647, 'A valid integer is required.');

/**
 * DELETE /api/v1/notice/delete-list/ body: a JSON array of notice ids (answer 204). Ids that
 * are not the caller's own notices (or no longer exist) are ignored.
 */
export const NoticeDeleteListBody = z
  .array(noticeId, { error: 'Expected a list of notice ids.' })
  .max(NOTICE_DELETE_MAX, `Ensure this list has no more than ${NOTICE_DELETE_MAX} ids.`);
export type NoticeDeleteListBody = z.infer<typeof NoticeDeleteListBody>;

/** GET /api/v1/notice/unread/ (our addition): the bell's light poll. */
export const NoticeUnreadResponseSchema = z.object({ not_read_notice: z.boolean() });
export type NoticeUnreadResponse = z.infer<typeof NoticeUnreadResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Notice settings: PUT /api/v1/jwt-client/notice-settings-update/.
// ---------------------------------------------------------------------------------------------

const setting = z.boolean({
  error: (issue) =>
    issue.input === undefined ? 'This field is required.' : 'Must be a valid boolean.',
});

/**
 * Every notification boolean. The rpp_ keys are required from users with the rpp channel
 * (is_paid_rpp_current_flow) and ignored from everyone else; unknown keys are ignored. The
 * answer is the settings in the shape of get-user-info's `settings` (NoticeSettingsSchema).
 */
export const NoticeSettingsUpdateBody = z.object({
  notification_reply_to_comment: setting,
  notification_comment_like: setting,
  notification_wiki: setting,
  notification_video: setting,
  notification_article: setting,
  notification_training: setting,
  notification_tasks: setting,
  notification_announcement: setting,
  notification_webinar: setting,
  rpp_notification_video: setting.optional(),
  rpp_notification_article: setting.optional(),
  rpp_notification_training: setting.optional(),
  rpp_notification_tasks: setting.optional(),
  rpp_notification_announcement: setting.optional(),
  rpp_notification_webinar: setting.optional(),
});
export type NoticeSettingsUpdateBody = z.infer<typeof NoticeSettingsUpdateBody>;

export const NoticeSettingsResponseSchema = NoticeSettingsSchema;

// ---------------------------------------------------------------------------------------------
// Staff user card (the provider's get-user-info-for-content-popup).
// ---------------------------------------------------------------------------------------------

/** GET {main site}/api/v1/content/get-user-info-for-content-popup/{user_id}/: staff only. */
export const UserCardSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  /** The client's training programme, '' when unknown. */
  physical_training: z.string(),
  /** The client's curator's name, '' when none. */
  curator: z.string(),
  /** Body fat in percent (field name verbatim); null when unknown. */
  fat_pecent: z.number().nullable(),
  /** Kilograms; null when unknown. */
  weight: z.number().nullable(),
  /** Moderators only: '' when the client has none; null for other staff. */
  telegram_id: z.string().nullable(),
  /** Links to the client's personal pages on the main site, '' when none. */
  link_persone_theme: z.string(),
  link_persone_calk: z.string(),
});
export type UserCard = z.infer<typeof UserCardSchema>;

/** `{user_id}` of the user card path: a positive integer. */
export const UserCardParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'A valid integer is required.')
    .transform(Number)
    .refine((id) => id <= 2_147_483_647, 'A valid integer is required.'),
});
export type UserCardParams = z.output<typeof UserCardParams>;
