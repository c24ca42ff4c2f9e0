import type { FieldErrors, NoticeSettings, NoticeSettingsUpdateBody } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import { FieldValidationError } from '../../plugins/http-errors.ts';
import { presentNoticeSettings } from '../users/notice-settings.ts';
import { hasRppChannel } from '../users/users-service.ts';
import { saveNoticeSettings, type NoticeSettingsValues } from './notice-settings-repo.ts';

const RPP_KEYS = [
  'rpp_notification_video',
  'rpp_notification_article',
  'rpp_notification_training',
  'rpp_notification_tasks',
  'rpp_notification_announcement',
  'rpp_notification_webinar',
] as const;

/**
 * Saves every notification boolean of the caller and answers the settings as get-user-info
 * shows them. The rpp_ keys are required from a user with the rpp channel and ignored (not
 * stored) from anyone else.
 * @throws FieldValidationError naming each missing rpp_ key.
 */
export async function updateNoticeSettings(
  db: Db,
  actor: Actor,
  body: NoticeSettingsUpdateBody,
): Promise<NoticeSettings> {
  const withRpp = await hasRppChannel(db, actor.id);
  const values: NoticeSettingsValues = {
    notificationReplyToComment: body.notification_reply_to_comment,
    notificationCommentLike: body.notification_comment_like,
    notificationWiki: body.notification_wiki,
    notificationVideo: body.notification_video,
    notificationArticle: body.notification_article,
    notificationTraining: body.notification_training,
    notificationTasks: body.notification_tasks,
    notificationAnnouncement: body.notification_announcement,
    notificationWebinar: body.notification_webinar,
  };
  if (withRpp) Object.assign(values, rppValues(body));
  return presentNoticeSettings(await saveNoticeSettings(db, actor.id, values), withRpp);
}

function rppValues(body: NoticeSettingsUpdateBody): NoticeSettingsValues {
  const missing: FieldErrors = {};
  for (const key of RPP_KEYS) {
    if (body[key] === undefined) missing[key] = ['This field is required.'];
  }
  if (Object.keys(missing).length > 0) throw new FieldValidationError(missing);
  const flag = (key: (typeof RPP_KEYS)[number]): boolean => body[key] === true;
  return {
    rppNotificationVideo: flag('rpp_notification_video'),
    rppNotificationArticle: flag('rpp_notification_article'),
    rppNotificationTraining: flag('rpp_notification_training'),
    rppNotificationTasks: flag('rpp_notification_tasks'),
    rppNotificationAnnouncement: flag('rpp_notification_announcement'),
    rppNotificationWebinar: flag('rpp_notification_webinar'),
  };
}
