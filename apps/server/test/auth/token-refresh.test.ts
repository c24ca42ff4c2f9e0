import { mainSite, TokenClaimsSchema } from '@app/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
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

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp(database);
  userPk = (await buildUser(database.db)).id;
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

function refresh(payload: unknown) {
  return t.app.inject({ method: 'POST', url: mainSite.tokenRefresh, payload: payload as object });
}

const notValid = { detail: 'Token is invalid or expired', code: 'token_not_valid' };

describe('POST /jwt-auth/api/content/token/refresh/', () => {
  it('exchanges a refresh token for a 60-minute access token of the same user', async () => {
    const { refresh: token } = await t.tokens.issueTokens(userPk);
    const response = await refresh({ refresh: token });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ access: string }>();
    expect(Object.keys(body)).toEqual(['access']);
    const claims = TokenClaimsSchema.parse(decodeJwt(body.access));
    expect(claims).toMatchObject({ token_type: 'access', user_id: userPk });
    expect(claims.exp - claims.iat).toBe(60 * 60);
  });

  it('issues refresh tokens that live 30 days', async () => {
    const claims = TokenClaimsSchema.parse(decodeJwt((await t.tokens.issueTokens(userPk)).refresh));
    expect(claims).toMatchObject({ token_type: 'refresh', user_id: userPk });
    expect(claims.exp - claims.iat).toBe(30 * 24 * 60 * 60);
  });

  it('refuses a refresh token signed with another secret', async () => {
    const forger = createTokenService({
      accessSecret: TEST_SECRETS.JWT_ACCESS_SECRET,
      refreshSecret: 'x'.repeat(40),
      now: () => new Date(),
    });
    const response = await refresh({ refresh: await forger.signRefresh(userPk) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(notValid);
  });

  it('refuses an expired refresh token', async () => {
    const past = createTokenService({
      accessSecret: TEST_SECRETS.JWT_ACCESS_SECRET,
      refreshSecret: TEST_SECRETS.JWT_REFRESH_SECRET,
      now: () => new Date(Date.now() - 31 * 24 * 60 * 60 * 1000),
    });
    const response = await refresh({ refresh: await past.signRefresh(userPk) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(notValid);
  });

  it('refuses an access token passed as the refresh token', async () => {
    const response = await refresh({ refresh: await t.tokens.signAccess(userPk) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(notValid);
  });

  it('refuses an unsigned (alg none) token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = new UnsecuredJWT({ token_type: 'refresh', user_id: userPk, jti: 'x' })
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .encode();
    const response = await refresh({ refresh: unsigned });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(notValid);
  });

  it('refuses a token signed with another algorithm, even with the right secret', async () => {
    const now = Math.floor(Date.now() / 1000);
    const hs512 = await new SignJWT({ token_type: 'refresh', user_id: userPk })
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .setJti('x')
      .sign(new TextEncoder().encode(TEST_SECRETS.JWT_REFRESH_SECRET));
    expect((await refresh({ refresh: hs512 })).statusCode).toBe(401);
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const [header, , signature] = (await t.tokens.signRefresh(userPk)).split('.');
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      token_type: 'refresh',
      user_id: userPk + 1,
      iat: now,
      exp: now + 60,
      jti: 'x',
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    expect((await refresh({ refresh: `${header}.${payload}.${signature}` })).statusCode).toBe(401);
  });

  it('refuses the token of a user that no longer exists', async () => {
    const gone = await buildUser(database.db);
    const token = await t.tokens.signRefresh(gone.id);
    await database.db.delete(users).where(eq(users.id, gone.id));
    const response = await refresh({ refresh: token });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'User not found', code: 'user_not_found' });
  });

  it.each([
    ['a missing field', {}, { refresh: ['This field is required.'] }],
    ['an empty token', { refresh: '' }, { refresh: [expect.any(String)] }],
    ['a wrong type', { refresh: 42 }, { refresh: [expect.any(String)] }],
    ['an array body', [], { non_field_errors: [expect.any(String)] }],
  ])('answers 400 with field errors for %s', async (_case, payload, errors) => {
    const response = await refresh(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  });

  it('answers 400 for malformed JSON without echoing it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: mainSite.tokenRefresh,
      headers: { 'content-type': 'application/json' },
      payload: '{"refresh": "secret-part',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [expect.any(String)] });
    expect(response.body).not.toContain('secret-part');
  });
});
