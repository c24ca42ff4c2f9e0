import { DEMO_ROLES, mainSite, TokenClaimsSchema } from '@app/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

let database: Database;
let t: TestApp;
const pkByRole = new Map<string, number>();
const signIn = mainSite.refreshTokenRedirect;
// inject's default Host header (localhost:80): the stand-in's own origin, and so the SPA's.
const origin = 'http://localhost';

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp(database);
  const flow = await buildFlow(database.db, { name: 'Поток «Весна»', shopIconStatus: true });
  for (const role of DEMO_ROLES.filter((r) => r !== 'english')) {
    const user = await buildUser(database.db, {
      demoRole: role,
      firstName: role === 'client' ? '<b>Анна</b>' : `Имя ${role}`,
      lastName: 'Демо',
      currentFlowId: role === 'staff' ? null : flow.id,
    });
    pkByRole.set(role, user.id);
  }
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

function locationOf(response: { headers: Record<string, unknown> }): URL {
  return new URL(String(response.headers.location));
}

describe('the sign-in hand-off page', () => {
  it('lists the seeded demo users in role order, escaped, with their flow', async () => {
    const response = await get(`${signIn}?publ_id=5&from_mobile=true&next=%2Fcommunity`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('&lt;b&gt;Анна&lt;/b&gt;');
    expect(html).not.toContain('<b>Анна');
    expect(html).toContain('Поток «Весна»');
    expect(html).toContain('Без потока / No flow');
    const roles = [...html.matchAll(/role=([a-z]+)"/g)].map((match) => match[1]);
    expect(roles).toEqual(DEMO_ROLES.filter((r) => r !== 'english'));
    expect(html).toContain('publ_id=5&amp;from_mobile=true&amp;next=%2Fcommunity&amp;role=client');
  });

  it('redirects a chosen user to the SPA with a refresh token and the given parameters', async () => {
    const response = await get(`${signIn}?publ_id=5&from_mobile=true&next=%2Fcommunity&role=staff`);
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = String(response.headers.location);
    const match = /^http:\/\/localhost\/#\/get-access-token\/([^?]+)\?(.*)$/.exec(location);
    expect(match, location).not.toBeNull();
    const [, refresh = '', query = ''] = match ?? [];
    expect(TokenClaimsSchema.parse(decodeJwt(refresh))).toMatchObject({
      token_type: 'refresh',
      user_id: pkByRole.get('staff'),
    });
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      publ_id: '5',
      from_mobile: 'true',
      next: '/community',
    });
  });

  it('passes through only the parameters that were given and honours redirect_url', async () => {
    const back = encodeURIComponent(`${origin}/app/?x=1#/old`);
    const response = await get(`${signIn}?redirect_url=${back}&role=client`);
    expect(response.statusCode).toBe(302);
    const location = locationOf(response);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(`${origin}/app/?x=1`);
    expect(location.hash).toMatch(/^#\/get-access-token\/[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('refuses a redirect_url on another origin (no open redirect)', async () => {
    for (const foreign of ['https://evil.example/', 'http://localhost:81/', '//evil.example/']) {
      const response = await get(
        `${signIn}?redirect_url=${encodeURIComponent(foreign)}&role=client`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ redirect_url: [expect.any(String)] });
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('checks redirect_url against SPA_ORIGIN when the SPA lives elsewhere', async () => {
    const other = await createTestApp(database, { env: { SPA_ORIGIN: 'https://app.example.com' } });
    try {
      const ok = await other.app.inject({
        method: 'GET',
        url: `${signIn}?redirect_url=${encodeURIComponent('https://app.example.com/')}&role=client`,
      });
      expect(locationOf(ok).origin).toBe('https://app.example.com');
      const refused = await other.app.inject({
        method: 'GET',
        url: `${signIn}?redirect_url=${encodeURIComponent(`${origin}/`)}&role=client`,
      });
      expect(refused.statusCode).toBe(400);
      const fallback = await other.app.inject({ method: 'GET', url: `${signIn}?role=client` });
      expect(String(fallback.headers.location)).toMatch(/^https:\/\/app\.example\.com\/#\//);
    } finally {
      await other.close();
    }
  });

  it('answers 400 for an unknown role and 404 for an unseeded one', async () => {
    const unknown = await get(`${signIn}?role=root`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ role: [expect.any(String)] });
    const unseeded = await get(`${signIn}?role=english`);
    expect(unseeded.statusCode).toBe(404);
    expect(unseeded.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers 400 for repeated or oversized parameters', async () => {
    expect((await get(`${signIn}?publ_id=1&publ_id=2&role=client`)).statusCode).toBe(400);
    expect((await get(`${signIn}?next=${'a'.repeat(3000)}&role=client`)).statusCode).toBe(400);
  });
});

describe('the main-site pages of the stand-in', () => {
  it('shows a signed-out page with a way back in', async () => {
    const response = await get(mainSite.logout);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`href="${signIn}"`);
  });

  it.each([
    mainSite.clientHome,
    mainSite.clientProfile,
    mainSite.clientProgress,
    mainSite.clientBoard,
    mainSite.shopRedirect,
  ])('shows a placeholder at %s that links back to the app', async (path) => {
    const response = await get(`${path}?refresh=whatever`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`href="${origin}/"`);
  });

  it('gives the client info of the Bearer token’s user', async () => {
    const pk = pkByRole.get('client') ?? 0;
    const response = await t.app.inject({
      method: 'GET',
      url: mainSite.clientInfo,
      headers: await bearer(t.tokens, pk),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pk,
      first_name: '<b>Анна</b>',
      last_name: 'Демо',
      shop_icon_status: true,
    });
    const staff = await t.app.inject({
      method: 'GET',
      url: mainSite.clientInfo,
      headers: await bearer(t.tokens, pkByRole.get('staff') ?? 0),
    });
    expect(staff.json()).toMatchObject({ shop_icon_status: false });
  });

  it('answers 401 for client info without a token', async () => {
    const response = await get(mainSite.clientInfo);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('is not mounted when the demo provider is off', async () => {
    const off = await createTestApp(database, { env: { DEMO_PROVIDER: '0' } });
    try {
      for (const url of [signIn, mainSite.logout, mainSite.clientInfo]) {
        expect((await off.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      const token = await off.app.inject({
        method: 'POST',
        url: '/demo-auth/token/',
        payload: { role: 'client' },
      });
      expect(token.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
