import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

export const FlowSettingsSchema = z.object({
  /** Flows sold in the UAE have no community section. */
  for_uae: z.boolean(),
  shop_icon_status: z.boolean(),
});

export const UserFlowSchema = z.object({
  pk: z.number().int(),
  name: z.string(),
  /** A free ("green") flow: no likes, no comments, no community. */
  is_green: z.boolean(),
  /** True when the shop link is available to this flow. */
  shop_icon_status: z.boolean(),
  settings: FlowSettingsSchema,
});
export type UserFlow = z.infer<typeof UserFlowSchema>;

const flag = z.boolean();

export const NoticeSettingsSchema = z.object({
  notification_reply_to_comment: flag,
  notification_comment_like: flag,
  notification_wiki: flag,
  notification_video: flag,
  notification_article: flag,
  notification_training: flag,
  notification_tasks: flag,
  notification_announcement: flag,
  notification_webinar: flag,
  /** The rpp_ channel (Physical Psychology) exists only for paid-flow users. */
  rpp_notification_video: flag.optional(),
  rpp_notification_article: flag.optional(),
  rpp_notification_training: flag.optional(),
  rpp_notification_tasks: flag.optional(),
  rpp_notification_announcement: flag.optional(),
  rpp_notification_webinar: flag.optional(),
});
export type NoticeSettings = z.infer<typeof NoticeSettingsSchema>;

export const UserInfoSchema = z.object({
  pk: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** Empty string: the SPA shows its bundled default avatar. */
  avatar_url: z.string(),
  is_staff: z.boolean(),
  moderator: z.boolean(),
  super_moderator: z.boolean(),
  language: LanguageSchema,
  /** The user's current flow; staff may have none. */
  flow: UserFlowSchema.nullable(),
  /** False: the user has no access to the content (the SPA goes to /access_error/). */
  active_content: z.boolean(),
  settings: NoticeSettingsSchema,
  not_read_notice: z.boolean(),
  is_paid_rpp_current_flow: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;
