import { demoAuth, mainSite } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

let database: Database;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  // The default limit (TOKEN_RATE_LIMIT unset): 30 requests a minute per address.
  t = await createTestApp(database, { env: { TOKEN_RATE_LIMIT: '' } });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe('rate limits on the token endpoints', () => {
  it.each([
    ['POST', mainSite.tokenRefresh, '10.0.0.1'],
    ['POST', demoAuth.token, '10.0.0.2'],
    ['GET', mainSite.refreshTokenRedirect, '10.0.0.3'],
  ] as const)('%s %s answers 429 after a burst of 30', async (method, url, remoteAddress) => {
    const send = (address: string = remoteAddress) =>
      t.app.inject({
        method,
        url,
        remoteAddress: address,
        payload: method === 'POST' ? {} : undefined,
      });
    for (let i = 0; i < 30; i += 1) expect((await send()).statusCode).not.toBe(429);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: expect.any(String), code: 'throttled' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await send('10.0.0.99')).statusCode).not.toBe(429);
  });

  it('does not limit the other endpoints', async () => {
    for (let i = 0; i < 40; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/config.js',
        remoteAddress: '10.0.0.4',
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
