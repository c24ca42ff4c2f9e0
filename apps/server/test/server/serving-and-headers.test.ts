import { api, demoAuth, mainSite } from '@app/contract';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { buildUser } from '../support/factories.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

let database: Database;
let t: TestApp;
let dist: string;

const env = {
  API_ORIGIN: 'https://api.example.com',
  MAIN_SITE_ORIGIN: 'https://main.example.com',
  MEDIA_BASE_URL: 'https://cdn.example.com/media',
};

beforeAll(async () => {
  database = await createTestDatabase();
  // A stand-in build of the SPA, made before the app is built (it looks for index.html then).
  dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp(database, { env: { ...env, WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
  await rm(dist, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  const csp = String(headers['content-security-policy']);
  const directives = Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
  expect(directives).toMatchObject({
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob: https://cdn.example.com",
    // Audio blocks play files from any https address (the editor accepts https links only).
    'media-src': "'self' https://cdn.example.com https:",
    'frame-src': 'https://kinescope.io https://www.youtube.com https://www.youtube-nocookie.com',
    'connect-src': "'self' https://api.example.com https://main.example.com",
    'frame-ancestors': "'none'",
    'object-src': "'none'",
  });
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('serving and security headers', () => {
  it('serves the SPA at / with security headers and revalidation', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>SPA</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response.headers);
  });

  it('serves fingerprinted assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('puts security headers on API answers, errors included', async () => {
    const user = await buildUser(database.db);
    const ok = await t.app.inject({
      method: 'GET',
      url: api.userInfo,
      headers: await bearer(t.tokens, user.id),
    });
    expect(ok.statusCode).toBe(200);
    expectSecurityHeaders(ok.headers);
    expectSecurityHeaders((await t.app.inject({ method: 'GET', url: api.userInfo })).headers);
    expectSecurityHeaders((await t.app.inject({ method: 'GET', url: '/api/v1/none/' })).headers);
  });

  it('serves the runtime configuration at /config.js, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(
      'window.__APP_CONFIG__ = {"apiOrigin":"https://api.example.com","mainSiteOrigin":"https://main.example.com"};\n',
    );
  });

  it('serves uploaded media as immutable, without sniffing', async () => {
    await mkdir(path.join(t.config.uploadDir, 'avatars'), { recursive: true });
    await writeFile(path.join(t.config.uploadDir, 'avatars', 'a.png'), Buffer.from([0x89, 0x50]));
    const response = await t.app.inject({ method: 'GET', url: '/media/avatars/a.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const missing = await t.app.inject({ method: 'GET', url: '/media/avatars/none.png' });
    expect(missing.statusCode).toBe(404);
    const escape = await t.app.inject({ method: 'GET', url: '/media/..%2f..%2fsecrets.json' });
    expect(escape.statusCode).toBe(404);
  });

  it('puts the same security headers on every kind of answer: SPA routes, media, pages, errors', async () => {
    await mkdir(path.join(t.config.uploadDir, 'docs'), { recursive: true });
    await writeFile(path.join(t.config.uploadDir, 'docs', 'a.pdf'), '%PDF-1.4');
    const answers = [
      await t.app.inject({ method: 'GET', url: '/publication/1/' }),
      await t.app.inject({ method: 'GET', url: '/editor/publication/new/' }),
      await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' }),
      await t.app.inject({ method: 'GET', url: '/config.js' }),
      await t.app.inject({ method: 'GET', url: '/media/docs/a.pdf' }),
      await t.app.inject({ method: 'GET', url: '/media/docs/none.pdf' }),
      await t.app.inject({ method: 'GET', url: mainSite.refreshTokenRedirect }),
      await t.app.inject({ method: 'GET', url: mainSite.logout }),
      await t.app.inject({
        method: 'POST',
        url: demoAuth.token,
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      }),
      await t.app.inject({ method: 'POST', url: demoAuth.token, payload: '{' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBeLessThan(500);
      expectSecurityHeaders(answer.headers);
    }
    // A PDF is offered as a PDF, never sniffed into something the browser would run.
    expect(answers[4]?.headers['content-type']).toBe('application/pdf');
  });

  it('says how to build the SPA when it is not built', async () => {
    const bare = await createTestApp(database);
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
