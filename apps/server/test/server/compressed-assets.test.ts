import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

let database: Database;
let t: TestApp;
let dist: string;

const script = `console.log(${JSON.stringify('first load '.repeat(200))});\n`;
const html = '<!doctype html><title>SPA</title><div id="root"></div>';

beforeAll(async () => {
  database = await createTestDatabase();
  // A stand-in build with the .br and .gz files the web build writes beside each text file.
  dist = await mkdtemp(path.join(tmpdir(), 'web-dist-compressed-'));
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': html,
    'assets/index-abc123.js': script,
  };
  for (const [file, text] of Object.entries(files)) {
    await writeFile(path.join(dist, file), text);
    await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(text));
    await writeFile(path.join(dist, `${file}.gz`), gzipSync(text));
  }
  // An asset without compressed copies (e.g. an image) is sent as it is.
  await writeFile(path.join(dist, 'assets', 'plain-abc123.js'), script);
  t = await createTestApp(database, { env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('compressed assets', () => {
  it('sends the brotli file to a browser that accepts it, with its type and cache headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip file when brotli is not accepted', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is without Accept-Encoding, or when no compressed copy exists', async () => {
    const identity = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(script);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/plain-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses the page itself too, still revalidated', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(html);
  });
});
