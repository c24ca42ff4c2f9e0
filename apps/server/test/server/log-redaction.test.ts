import { api, demoAuth, mainSite } from '@app/contract';
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
});
