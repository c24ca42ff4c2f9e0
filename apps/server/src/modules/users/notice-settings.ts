import type { NoticeSettings } from '@app/contract';
import type { NoticeSettingsRow } from '../../db/schema.ts';

/**
 * A user's notice settings in the API's shape. Without a stored row every notice is on; the
 * rpp_ keys are present only when the user has the rpp channel.
 */
export function presentNoticeSettings(
  row: NoticeSettingsRow | null,
  withRppChannel: boolean,
): NoticeSettings {
  const on = (value: boolean | undefined) => value ?? true;
  const settings: NoticeSettings = {
    notification_reply_to_comment: on(row?.notificationReplyToComment),
    notification_comment_like: on(row?.notificationCommentLike),
    notification_wiki: on(row?.notificationWiki),
    notification_video: on(row?.notificationVideo),
    notification_article: on(row?.notificationArticle),
    notification_training: on(row?.notificationTraining),
    notification_tasks: on(row?.notificationTasks),
    notification_announcement: on(row?.notificationAnnouncement),
    notification_webinar: on(row?.notificationWebinar),
  };
  if (!withRppChannel) return settings;
  return {
    ...settings,
    rpp_notification_video: on(row?.rppNotificationVideo),
    rpp_notification_article: on(row?.rppNotificationArticle),
    rpp_notification_training: on(row?.rppNotificationTraining),
    rpp_notification_tasks: on(row?.rppNotificationTasks),
    rpp_notification_announcement: on(row?.rppNotificationAnnouncement),
    rpp_notification_webinar: on(row?.rppNotificationWebinar),
  };
}
