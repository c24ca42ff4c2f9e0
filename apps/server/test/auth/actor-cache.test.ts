import { api } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { DEFAULT_ACTOR_CACHE_TTL_MS } from '../../src/plugins/auth.ts';
import { buildUser } from '../support/factories.ts';
import { buildNotice } from '../notices/notice-factories.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

// The app as it runs in production: signed-in users' rows reused for the default time, on a
// clock the tests move.
let database: Database;
let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp(database, {
    now: () => new Date(clock),
    actorCacheTtlMs: DEFAULT_ACTOR_CACHE_TTL_MS,
  });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

async function get(url: string, userPk: number) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: await bearer(t.tokens, userPk),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('signed-in users reused for a moment', () => {
  it('sees a change of role once the reuse time has passed', async () => {
    const user = await buildUser(database.db);
    expect((await get(api.userInfo, user.id)).body.is_staff).toBe(false);
    await database.db.update(users).set({ isStaff: true }).where(eq(users.id, user.id));

    // Within the reuse time the row read a moment ago still answers.
    clock += DEFAULT_ACTOR_CACHE_TTL_MS - 1;
    expect((await get(api.userInfo, user.id)).body.is_staff).toBe(false);
    clock += 2;
    expect((await get(api.userInfo, user.id)).body.is_staff).toBe(true);
  });

  it('reads the unread flag fresh on every request', async () => {
    const user = await buildUser(database.db);
    expect((await get(api.userInfo, user.id)).body.not_read_notice).toBe(false);
    expect((await get(api.noticeUnread, user.id)).body).toEqual({ not_read_notice: false });

    await buildNotice(database.db, user.id);
    expect((await get(api.userInfo, user.id)).body.not_read_notice).toBe(true);
    expect((await get(api.noticeUnread, user.id)).body).toEqual({ not_read_notice: true });
  });

  it('does not keep an unknown user: they are let in as soon as they exist', async () => {
    const user = await buildUser(database.db);
    await database.db.delete(users).where(eq(users.id, user.id));
    const refused = await get(api.userInfo, user.id);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('user_not_found');

    await database.db.insert(users).values({ ...user });
    const admitted = await get(api.userInfo, user.id);
    expect(admitted.status).toBe(200);
    expect(admitted.body.pk).toBe(user.id);
  });

  it('keeps users apart', async () => {
    const first = await buildUser(database.db, { firstName: 'Анна' });
    const second = await buildUser(database.db, { firstName: 'Борис' });
    const answers = await Promise.all(
      [first, second, first, second].map((user) => get(api.userInfo, user.id)),
    );
    expect(answers.map((answer) => answer.body.first_name)).toEqual([
      'Анна',
      'Борис',
      'Анна',
      'Борис',
    ]);
  });
});
