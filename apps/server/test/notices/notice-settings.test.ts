import { api, NoticeSettingsSchema, UserInfoSchema, type NoticeSettings } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { noticeSettings, type Flow } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';
import { callAs } from './notice-factories.ts';

const kit = usePublicationTestKit();
let flow: Flow;

beforeAll(async () => {
  flow = await buildFlow(kit.database.db);
});

const base = {
  notification_reply_to_comment: false,
  notification_comment_like: true,
  notification_wiki: false,
  notification_video: true,
  notification_article: false,
  notification_training: true,
  notification_tasks: false,
  notification_announcement: true,
  notification_webinar: false,
};
const rpp = {
  rpp_notification_video: false,
  rpp_notification_article: true,
  rpp_notification_training: false,
  rpp_notification_tasks: true,
  rpp_notification_announcement: false,
  rpp_notification_webinar: true,
};

async function put(userId: number | null, body: unknown) {
  return callAs(kit, 'PUT', api.noticeSettingsUpdate, userId, body);
}

async function storedRow(userId: number) {
  const [row] = await kit.database.db
    .select()
    .from(noticeSettings)
    .where(eq(noticeSettings.userId, userId));
  return row;
}

async function userInfoSettings(userId: number): Promise<NoticeSettings> {
  return UserInfoSchema.parse((await callAs(kit, 'GET', api.userInfo, userId)).json()).settings;
}

describe('PUT jwt-client/notice-settings-update', () => {
  it('answers 401 without a token', async () => {
    expect((await put(null, base)).statusCode).toBe(401);
  });

  it('saves every key for a user without a row and answers the settings', async () => {
    const user = await buildUser(kit.database.db, { flow });
    const response = await put(user.id, base);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(base);
    expect(NoticeSettingsSchema.strict().safeParse(response.json()).success).toBe(true);
    expect(await userInfoSettings(user.id)).toEqual(base);
    const flipped = Object.fromEntries(Object.entries(base).map(([key, on]) => [key, !on]));
    expect((await put(user.id, flipped)).json()).toEqual(flipped);
    expect(await userInfoSettings(user.id)).toEqual(flipped);
  });

  it('ignores rpp_ keys from a user without the rpp channel and keeps them stored as they were', async () => {
    const user = await buildUser(kit.database.db, {
      flow,
      settings: { rppNotificationVideo: true },
    });
    const response = await put(user.id, { ...base, ...rpp, extra_key: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(base);
    const row = await storedRow(user.id);
    expect(row?.rppNotificationVideo).toBe(true);
    expect(row?.rppNotificationArticle).toBe(true);
    expect(row?.notificationReplyToComment).toBe(false);
  });

  it('requires and saves the rpp_ keys of a paid user', async () => {
    const user = await buildUser(kit.database.db, { flow, isPaidRpp: true });
    const missing = await put(user.id, { ...base, rpp_notification_video: true });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(
      Object.keys(rpp)
        .filter((key) => key !== 'rpp_notification_video')
        .sort(),
    );
    expect(await storedRow(user.id)).toBeUndefined();
    const saved = await put(user.id, { ...base, ...rpp });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...base, ...rpp });
    expect(await userInfoSettings(user.id)).toEqual({ ...base, ...rpp });
  });

  it('answers field errors for missing and non-boolean keys and stores nothing', async () => {
    const user = await buildUser(kit.database.db, { flow });
    const { notification_wiki: _wiki, ...withoutWiki } = base;
    const cases: [unknown, Record<string, string[]>][] = [
      [withoutWiki, { notification_wiki: ['This field is required.'] }],
      [
        { ...base, notification_video: 'true' },
        { notification_video: ['Must be a valid boolean.'] },
      ],
      [{ ...base, notification_tasks: 1 }, { notification_tasks: ['Must be a valid boolean.'] }],
      [
        { ...base, notification_webinar: null },
        { notification_webinar: ['Must be a valid boolean.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await put(user.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    for (const body of [undefined, [], 'null', '"x"', '{"notification_wiki":']) {
      const response = await put(user.id, body);
      expect(response.statusCode, String(body)).toBe(400);
    }
    expect(await storedRow(user.id)).toBeUndefined();
  });
});
