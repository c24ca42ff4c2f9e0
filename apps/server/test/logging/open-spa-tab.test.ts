import { api } from '@app/contract';
import naughtyStrings from 'big-list-of-naughty-strings' with { type: 'json' };
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { eventLog } from '../../src/db/schema.ts';
import { buildUser } from '../support/factories.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

let database: Database;
let t: TestApp;
let userPk: number;
let auth: { authorization: string };

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp(database);
  userPk = (await buildUser(database.db)).id;
  auth = await bearer(t.tokens, userPk);
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

function openTab(payload: unknown, headers: Record<string, string> = auth) {
  return t.app.inject({ method: 'POST', url: api.openSpaTab, headers, payload: payload as object });
}

const eventsOf = (pk: number) =>
  database.db.select().from(eventLog).where(eq(eventLog.userId, pk)).orderBy(eventLog.id);

describe('POST /api/v1/logging/basis/create/open-spa-tab/', () => {
  it('stores an open-tab event with the user and the body, and answers 201 { id }', async () => {
    const response = await openTab({ from_mobile: true, unexpected: 'dropped' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    expect(response.json()).toEqual({ id: expect.any(Number) });
    const [event] = await eventsOf(userPk);
    expect(event).toMatchObject({
      id,
      userId: userPk,
      eventType: 'open_spa_tab',
      payload: { from_mobile: true },
    });
    expect(event?.createdAt).toBeInstanceOf(Date);
  });

  it('answers 400 with field errors for bad bodies and stores nothing', async () => {
    const user = await buildUser(database.db);
    const headers = await bearer(t.tokens, user.id);
    const cases: [unknown, object][] = [
      [{}, { from_mobile: ['This field is required.'] }],
      [{ from_mobile: 'true' }, { from_mobile: [expect.any(String)] }],
      [{ from_mobile: 1 }, { from_mobile: [expect.any(String)] }],
      [{ from_mobile: null }, { from_mobile: [expect.any(String)] }],
      [[true], { non_field_errors: [expect.any(String)] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await openTab(payload, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect(await eventsOf(user.id)).toEqual([]);
  });

  it('answers 400, never 500, for every naughty string as from_mobile or as the body', async () => {
    const user = await buildUser(database.db);
    const headers = { ...(await bearer(t.tokens, user.id)) };
    for (const value of naughtyStrings as string[]) {
      const asField = await openTab({ from_mobile: value }, headers);
      expect(asField.statusCode, value).toBe(400);
      expect(Object.keys(asField.json<object>())).toEqual(['from_mobile']);
      const asBody = await t.app.inject({
        method: 'POST',
        url: api.openSpaTab,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: value,
      });
      expect(asBody.statusCode, value).toBe(400);
    }
    expect(await eventsOf(user.id)).toEqual([]);
  });

  it('answers 401 without a token and stores nothing', async () => {
    const before = await database.db.select().from(eventLog);
    const response = await openTab({ from_mobile: false }, {});
    expect(response.statusCode).toBe(401);
    expect(await database.db.select().from(eventLog)).toHaveLength(before.length);
  });
});
