import { expect, test } from '@playwright/test';
import { TokenClaimsSchema } from '@app/contract';
import { refreshTokenFor } from '../support/auth.ts';

test('the server serves the SPA at /', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).toContain('src="/config.js"');
});

test('/config.js answers the runtime configuration as JavaScript', async ({ request }) => {
  const response = await request.get('/config.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  const script = await response.text();
  const json = /^window\.__APP_CONFIG__ = (.*);\s*$/s.exec(script)?.[1];
  expect(json, script).toBeDefined();
  expect(JSON.parse(json ?? 'null')).toEqual({
    apiOrigin: expect.any(String),
    mainSiteOrigin: expect.any(String),
  });
});

test('/demo-auth/token/ gives a refresh token for the client role', async ({ request }) => {
  const refresh = await refreshTokenFor(request, 'client');
  const payload = refresh.split('.')[1] ?? '';
  const claims = TokenClaimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
  expect(claims.token_type).toBe('refresh');
});
