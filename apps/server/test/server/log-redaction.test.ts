import { api, demoAuth, mainSite } from '@app/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { buildUser } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

let database: Database;
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp(database, {
    logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe('request logs', () => {
  it('never contain a token, whatever carries it', async () => {
    const user = await buildUser(database.db, { demoRole: 'client' });
    const { access, refresh } = await t.tokens.issueTokens(user.id);
    const demo = await t.app.inject({
      method: 'POST',
      url: demoAuth.token,
      payload: { role: 'client' },
    });
    const demoRefresh = demo.json<{ refresh: string }>().refresh;
    const redirect = await t.app.inject({
      method: 'GET',
      url: `${mainSite.refreshTokenRedirect}?role=client`,
    });
    const handedOff =
      /get-access-token\/([^?]+)/.exec(String(redirect.headers.location))?.[1] ?? '';
    const exchanged = await t.app.inject({
      method: 'POST',
      url: mainSite.tokenRefresh,
      payload: { refresh },
    });
    const newAccess = exchanged.json<{ access: string }>().access;
    await t.app.inject({
      method: 'GET',
      url: api.userInfo,
      headers: { authorization: `Bearer ${access}` },
    });
    await t.app.inject({
      method: 'GET',
      url: api.userInfo,
      headers: { authorization: 'Bearer forged.token.value' },
    });
    await t.app.inject({ method: 'GET', url: `${mainSite.shopRedirect}?refresh=${refresh}` });
    await t.app.inject({ method: 'GET', url: `/anything/?access_token=${access}&x=1` });
    await t.app.inject({ method: 'GET', url: `/#/get-access-token/${refresh}` });

    const output = lines.join('');
    expect(output).toContain('incoming request');
    expect(output).toContain(mainSite.tokenRefresh);
    for (const token of [
      access,
      refresh,
      demoRefresh,
      handedOff,
      newAccess,
      'forged.token.value',
    ]) {
      expect(token.length).toBeGreaterThan(10);
      expect(output).not.toContain(token);
    }
    expect(output).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
    expect(output).not.toMatch(/authorization/i);
  });

  it('never contain a token from failed calls either (bad bodies, wrong tokens, odd headers)', async () => {
    const user = await buildUser(database.db);
    const { access, refresh } = await t.tokens.issueTokens(user.id);
    const json = { 'content-type': 'application/json' };
    const calls: InjectOptions[] = [
      // Malformed JSON: the parser's message may quote the body.
      {
        method: 'POST',
        url: mainSite.tokenRefresh,
        headers: json,
        payload: `{"refresh":"${refresh}"`,
      },
      {
        method: 'POST',
        url: mainSite.tokenRefresh,
        headers: json,
        payload: `{"refresh":["${refresh}"]}`,
      },
      { method: 'POST', url: mainSite.tokenRefresh, headers: json, payload: `["${refresh}"]` },
      {
        method: 'POST',
        url: mainSite.tokenRefresh,
        headers: { 'content-type': 'text/plain' },
        payload: refresh,
      },
      // An access token where a refresh token belongs, and the reverse.
      { method: 'POST', url: mainSite.tokenRefresh, payload: { refresh: access } },
      { method: 'GET', url: api.userInfo, headers: { authorization: `Bearer ${refresh}` } },
      { method: 'GET', url: api.userInfo, headers: { authorization: `bearer   ${access}` } },
      { method: 'GET', url: api.userInfo, headers: { authorization: access } },
      {
        method: 'GET',
        url: api.userInfo,
        headers: { authorization: `Token ${access}`, cookie: `refresh=${refresh}` },
      },
      { method: 'GET', url: api.noticeList, headers: { authorization: `Bearer ${access}x` } },
      {
        method: 'POST',
        url: api.openSpaTab,
        headers: { authorization: `Bearer ${access}`, ...json },
        payload: `{"from_mobile":"${access}"}`,
      },
      {
        method: 'GET',
        url: `${mainSite.refreshTokenRedirect}?redirect_url=https%3A%2F%2Fevil.example%2F%23%2Fget-access-token%2F${refresh}`,
      },
      { method: 'GET', url: `/api/v1/get-access-token%2F${refresh}/` },
      { method: 'GET', url: `/get-access-token/${refresh}?next=${access}` },
    ];
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode, String(call.url)).toBeLessThan(500);
    }
    const output = lines.join('');
    expect(output).toContain(mainSite.tokenRefresh);
    for (const token of [access, refresh]) {
      expect(output).not.toContain(token);
      // Nor a recognisable piece of it (a parser message quotes up to a few dozen characters).
      expect(output).not.toContain(token.split('.')[2]?.slice(0, 16));
    }
    expect(output).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
  });
});
