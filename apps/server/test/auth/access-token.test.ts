import { api } from '@app/contract';
import naughtyStrings from 'big-list-of-naughty-strings' with { type: 'json' };
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { createTokenService } from '../../src/provider/token-service.ts';
import { buildUser } from '../support/factories.ts';
import { createTestApp, TEST_SECRETS, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

let database: Database;
let t: TestApp;
let userPk: number;
let clock = Date.now();

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp(database, { now: () => new Date(clock) });
  userPk = (await buildUser(database.db)).id;
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

function getUserInfo(authorization?: string) {
  return t.app.inject({
    method: 'GET',
    url: api.userInfo,
    headers: authorization === undefined ? {} : { authorization },
  });
}

async function expectTokenNotValid(authorization?: string): Promise<void> {
  const response = await getUserInfo(authorization);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ detail: expect.any(String), code: 'token_not_valid' });
  expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
}

function hs256(claims: Record<string, unknown>, secret: string, alg = 'HS256') {
  const now = Math.floor(clock / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .setJti('jti')
    .sign(new TextEncoder().encode(secret));
}

describe('access tokens on the content API', () => {
  it('accepts a valid Bearer access token', async () => {
    const response = await getUserInfo(`Bearer ${await t.tokens.signAccess(userPk)}`);
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    await expectTokenNotValid();
    await expectTokenNotValid('');
    await expectTokenNotValid('Bearer');
    await expectTokenNotValid(`Basic ${Buffer.from('a:b').toString('base64')}`);
  });

  it('answers 401 for a forged token', async () => {
    await expectTokenNotValid(
      `Bearer ${await hs256({ token_type: 'access', user_id: userPk }, 'f'.repeat(40))}`,
    );
  });

  it('answers 401 once the token has expired', async () => {
    const token = await t.tokens.signAccess(userPk);
    const issuedAt = clock;
    try {
      clock = issuedAt + 59 * 60 * 1000;
      expect((await getUserInfo(`Bearer ${token}`)).statusCode).toBe(200);
      clock = issuedAt + 61 * 60 * 1000;
      await expectTokenNotValid(`Bearer ${token}`);
    } finally {
      clock = issuedAt;
    }
  });

  it('answers 401 for a refresh token used as an access token', async () => {
    await expectTokenNotValid(`Bearer ${await t.tokens.signRefresh(userPk)}`);
  });

  it('answers 401 for alg none and for algorithms other than HS256', async () => {
    const unsigned = new UnsecuredJWT({ token_type: 'access', user_id: userPk, jti: 'x' })
      .setIssuedAt()
      .setExpirationTime('10m')
      .encode();
    await expectTokenNotValid(`Bearer ${unsigned}`);
    const claims = { token_type: 'access', user_id: userPk };
    await expectTokenNotValid(
      `Bearer ${await hs256(claims, TEST_SECRETS.JWT_ACCESS_SECRET, 'HS512')}`,
    );
  });

  it('answers 401 for a signed token without the contract claims', async () => {
    await expectTokenNotValid(
      `Bearer ${await hs256({ token_type: 'access', user_id: 'one' }, TEST_SECRETS.JWT_ACCESS_SECRET)}`,
    );
  });

  it('answers 401 when the user no longer exists', async () => {
    const gone = await buildUser(database.db);
    const authorization = `Bearer ${await t.tokens.signAccess(gone.id)}`;
    await database.db.delete(users).where(eq(users.id, gone.id));
    const response = await getUserInfo(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'User not found', code: 'user_not_found' });
  });

  it('answers 401, never 500, for naughty strings as tokens', async () => {
    const headerSafe = (naughtyStrings as string[]).filter((value) =>
      /^[\t\x20-\x7e]*$/.test(value),
    );
    expect(headerSafe.length).toBeGreaterThan(100);
    for (const value of headerSafe) {
      const response = await getUserInfo(`Bearer ${value}`);
      expect(response.statusCode, value).toBe(401);
    }
  });

  it('does not accept tokens of the provider stand-in signed for another app', async () => {
    const other = createTokenService({
      accessSecret: 'another-app-secret-0123456789abcdefghij',
      refreshSecret: TEST_SECRETS.JWT_REFRESH_SECRET,
      now: () => new Date(clock),
    });
    await expectTokenNotValid(`Bearer ${await other.signAccess(userPk)}`);
  });
});
