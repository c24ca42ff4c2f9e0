import { api, UserInfoSchema, type UserInfo } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { userFlows } from '../../src/db/schema.ts';
import { buildFlow, buildUser, type BuildUserOverrides } from '../support/factories.ts';
import { buildNotice } from '../notices/notice-factories.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

let database: Database;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp(database);
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

const feedSettings = {
  notification_reply_to_comment: true,
  notification_comment_like: true,
  notification_wiki: true,
  notification_video: true,
  notification_article: true,
  notification_training: true,
  notification_tasks: true,
  notification_announcement: true,
  notification_webinar: true,
};
const rppSettings = {
  rpp_notification_video: true,
  rpp_notification_article: true,
  rpp_notification_training: true,
  rpp_notification_tasks: true,
  rpp_notification_announcement: true,
  rpp_notification_webinar: true,
};

async function userInfoOf(
  overrides: BuildUserOverrides,
  noticesSent = 0,
): Promise<{ pk: number; info: UserInfo }> {
  const user = await buildUser(database.db, overrides);
  for (let sent = 0; sent < noticesSent; sent++) await buildNotice(database.db, user.id);
  const response = await t.app.inject({
    method: 'GET',
    url: api.userInfo,
    headers: await bearer(t.tokens, user.id),
  });
  expect(response.statusCode).toBe(200);
  const info = response.json<UserInfo>();
  expect(UserInfoSchema.strict().safeParse(info).success).toBe(true);
  return { pk: user.id, info };
}

describe('GET /api/v1/get-user-info/', () => {
  it('gives a client every field, with the flow and the feed settings only', async () => {
    const flow = await buildFlow(database.db, { name: 'Поток 12', shopIconStatus: true });
    const { pk, info } = await userInfoOf({
      flow,
      firstName: 'Анна',
      lastName: 'Смирнова',
      avatarUrl: '/media/a.png',
      language: 'ru',
    });
    expect(info).toEqual({
      pk,
      first_name: 'Анна',
      last_name: 'Смирнова',
      avatar_url: '/media/a.png',
      is_staff: false,
      moderator: false,
      super_moderator: false,
      language: 'ru',
      flow: {
        pk: flow.id,
        name: 'Поток 12',
        is_green: false,
        shop_icon_status: true,
        settings: { for_uae: false, shop_icon_status: true },
      },
      active_content: true,
      settings: feedSettings,
      not_read_notice: false,
      is_paid_rpp_current_flow: false,
    });
  });

  it('marks a green flow', async () => {
    const flow = await buildFlow(database.db, { isGreen: true });
    const { info } = await userInfoOf({ flow });
    expect(info.flow).toMatchObject({ pk: flow.id, is_green: true });
    expect(info.flow?.settings.for_uae).toBe(false);
  });

  it('marks a UAE flow in its settings', async () => {
    const flow = await buildFlow(database.db, { forUae: true });
    const { info } = await userInfoOf({ flow });
    expect(info.flow).toMatchObject({ is_green: false, settings: { for_uae: true } });
  });

  it('gives a paid client the rpp_ settings and is_paid_rpp_current_flow', async () => {
    const flow = await buildFlow(database.db);
    const { info } = await userInfoOf({ flow, isPaidRpp: true });
    expect(info.is_paid_rpp_current_flow).toBe(true);
    expect(info.settings).toEqual({ ...feedSettings, ...rppSettings });
  });

  it('counts only the payment on the current flow', async () => {
    const [paidBefore, current] = [await buildFlow(database.db), await buildFlow(database.db)];
    const user = await buildUser(database.db, { flow: current });
    await database.db
      .insert(userFlows)
      .values({ userId: user.id, flowId: paidBefore.id, isPaidRpp: true });
    const response = await t.app.inject({
      method: 'GET',
      url: api.userInfo,
      headers: await bearer(t.tokens, user.id),
    });
    const info = response.json<UserInfo>();
    expect(info.is_paid_rpp_current_flow).toBe(false);
    expect(Object.keys(info.settings).some((key) => key.startsWith('rpp_'))).toBe(false);
  });

  it('gives staff their flags and no flow', async () => {
    const { info } = await userInfoOf({ isStaff: true, moderator: true, superModerator: true });
    expect(info).toMatchObject({
      is_staff: true,
      moderator: true,
      super_moderator: true,
      flow: null,
      is_paid_rpp_current_flow: false,
      settings: feedSettings,
    });
  });

  it('reports language, unread notices, no content access and saved settings', async () => {
    const { info } = await userInfoOf(
      {
        flow: await buildFlow(database.db, { name: 'Flow 7 (EN)' }),
        isPaidRpp: true,
        language: 'en',
        activeContent: false,
        settings: { notificationWiki: false, rppNotificationWebinar: false },
      },
      1,
    );
    expect(info).toMatchObject({
      language: 'en',
      not_read_notice: true,
      active_content: false,
      settings: {
        ...feedSettings,
        ...rppSettings,
        notification_wiki: false,
        rpp_notification_webinar: false,
      },
    });
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: api.userInfo });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: expect.any(String), code: 'token_not_valid' });
  });
});
