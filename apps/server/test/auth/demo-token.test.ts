import { DEMO_ROLES, demoAuth, mainSite, TokenClaimsSchema } from '@app/contract';
import naughtyStrings from 'big-list-of-naughty-strings' with { type: 'json' };
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { buildUser } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

let database: Database;
let t: TestApp;
const pkByRole = new Map<string, number>();

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp(database);
  for (const role of DEMO_ROLES.filter((r) => r !== 'english')) {
    pkByRole.set(role, (await buildUser(database.db, { demoRole: role })).id);
  }
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

function demoToken(payload: unknown) {
  return t.app.inject({ method: 'POST', url: demoAuth.token, payload: payload as object });
}

describe('POST /demo-auth/token/', () => {
  it.each(DEMO_ROLES.filter((r) => r !== 'english'))(
    'gives a refresh token of the %s demo user that the refresh call accepts',
    async (role) => {
      const response = await demoToken({ role });
      expect(response.statusCode).toBe(200);
      const { refresh } = response.json<{ refresh: string }>();
      expect(TokenClaimsSchema.parse(decodeJwt(refresh))).toMatchObject({
        token_type: 'refresh',
        user_id: pkByRole.get(role),
      });
      const exchanged = await t.app.inject({
        method: 'POST',
        url: mainSite.tokenRefresh,
        payload: { refresh },
      });
      expect(exchanged.statusCode).toBe(200);
    },
  );

  it('answers 404 for a known role whose demo user is not seeded', async () => {
    const response = await demoToken({ role: 'english' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: expect.stringContaining('seed'), code: 'not_found' });
  });

  it('answers 400 with a role error for an unknown or missing role', async () => {
    for (const payload of [{ role: 'admin' }, { role: 'CLIENT' }, { role: 1 }, { role: null }]) {
      const response = await demoToken(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ role: [expect.any(String)] });
    }
    expect((await demoToken({})).json()).toEqual({ role: ['This field is required.'] });
  });

  it('answers 400, never 500, for every naughty string as the role', async () => {
    for (const role of naughtyStrings as string[]) {
      const response = await demoToken({ role });
      expect(response.statusCode, role).toBe(400);
      expect(Object.keys(response.json<object>()), role).toEqual(['role']);
    }
  });

  it('answers 400, never 500, for every naughty string as the raw body', async () => {
    for (const body of naughtyStrings as string[]) {
      const response = await t.app.inject({
        method: 'POST',
        url: demoAuth.token,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(response.statusCode, body).toBe(400);
      expect(response.json<object>(), body).toEqual(expect.any(Object));
    }
  });
});
