import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

let database: Database;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp(database);
  t.app.get('/api/v1/test-failure/', async () => {
    throw new Error('secret internal detail');
  });
  t.app.get('/api/v1/test-pool-exhausted/', async () => {
    // What Drizzle throws when node-postgres' pool has no free connection in time.
    const poolError = new Error('timeout exceeded when trying to connect');
    throw new DrizzleQueryError('select 1', [], poolError);
  });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe('error answers', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/does-not-exist/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('answers unexpected failures with a bare 500, no message and no stack', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test-failure/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error' });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('.ts');
  });

  it('answers an exhausted connection pool with 503 service_unavailable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test-pool-exhausted/' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      detail: 'Service temporarily unavailable, try again later.',
      code: 'service_unavailable',
    });
    expect(response.body).not.toContain('select');
  });

  it('answers an unsupported body type with 415 and an oversized body with 413', async () => {
    const xml = await t.app.inject({
      method: 'POST',
      url: '/demo-auth/token/',
      headers: { 'content-type': 'application/xml' },
      payload: '<role>client</role>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ detail: expect.any(String), code: expect.any(String) });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/demo-auth/token/',
      payload: { role: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
  });

  it('answers an empty JSON body with 400 field errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/demo-auth/token/',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [expect.any(String)] });
  });
});
