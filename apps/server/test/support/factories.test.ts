import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { noticeSettings, userFlows } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from './factories.ts';
import { createTestDatabase } from './test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('factories', () => {
  it('build distinct flows and users with defaults', async () => {
    const [a, b] = [await buildFlow(database.db), await buildFlow(database.db)];
    expect(a.name).not.toBe(b.name);
    expect(a).toMatchObject({ isGreen: false, forUae: false, shopIconStatus: false });
    const [x, y] = [await buildUser(database.db), await buildUser(database.db)];
    expect(x.id).not.toBe(y.id);
    expect(x.firstName).not.toBe(y.firstName);
    expect(x).toMatchObject({
      isStaff: false,
      language: 'ru',
      currentFlowId: null,
      demoRole: null,
    });
    const settings = await database.db
      .select()
      .from(noticeSettings)
      .where(eq(noticeSettings.userId, x.id));
    expect(settings).toEqual([]);
  });

  it('put a user on a flow, paid or not, with settings', async () => {
    const flow = await buildFlow(database.db, { isGreen: true });
    const user = await buildUser(database.db, {
      flow,
      isPaidRpp: true,
      moderator: true,
      settings: { notificationWiki: false },
    });
    expect(user).toMatchObject({ currentFlowId: flow.id, moderator: true });
    expect(
      await database.db.select().from(userFlows).where(eq(userFlows.userId, user.id)),
    ).toMatchObject([{ flowId: flow.id, isPaidRpp: true }]);
    const [settings] = await database.db
      .select()
      .from(noticeSettings)
      .where(eq(noticeSettings.userId, user.id));
    expect(settings).toMatchObject({ notificationWiki: false, notificationVideo: true });
  });
});
