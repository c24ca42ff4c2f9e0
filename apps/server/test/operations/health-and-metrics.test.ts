import { api } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createDrainState } from '../../src/runtime/drain.ts';
import { buildUser } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

let database: Database;
let t: TestApp;
const drain = createDrainState();

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp(database, { drain });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe('health endpoints', () => {
  it('/healthz and /readyz answer 200 without a user token', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 503 when the database does not answer, /healthz still 200', async () => {
    const broken: Database = {
      ...database,
      ping: () => Promise.reject(new Error('no answer within 1000 ms')),
    };
    const other = await createTestApp(broken);
    try {
      const ready = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('1');
      expect(ready.json()).toEqual({
        detail: 'The database does not answer.',
        code: 'service_unavailable',
      });
      expect((await other.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('/metrics', () => {
  it('exposes request durations by route pattern and status class, pool, loop and job series', async () => {
    const user = await buildUser(database.db, { demoRole: 'client' });
    const { access } = await t.tokens.issueTokens(user.id);
    const retrive = await t.app.inject({
      method: 'GET',
      url: api.publicationRetrive(987_654),
      headers: { authorization: `Bearer ${access}` },
    });
    expect(retrive.statusCode).toBe(404);

    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = metrics.body;
    const pattern = api.publicationRetrive(987_654).replace('987654', ':id');
    expect(text).toContain(
      `http_request_duration_seconds_count{method="GET",route="${pattern}",status_class="4xx"}`,
    );
    expect(text).not.toContain('987654');
    expect(text).toMatch(/^scheduler_lag_seconds 0$/m);
    // This app keeps no details (ttl 0).
    expect(text).toMatch(/^publication_details_kept 0$/m);
    expect(text).toMatch(/^db_pool_connections_in_use 0$/m);
    if (database.poolStats) {
      // A PostgreSQL pool counts the connection this open transaction holds.
      await database.db.transaction(async () => {
        const during = await t.app.inject({ method: 'GET', url: '/metrics' });
        expect(during.body).toMatch(/^db_pool_connections_in_use [1-9]\d*$/m);
      });
    }
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'db_pool_connections_in_use',
      'db_pool_waiting',
      'scheduler_lag_seconds',
      'publication_details_kept',
      'scheduler_items_total',
      'np_fanout_duration_seconds_bucket',
      'np_fanout_notices_bucket',
      'uploads_stored_total',
      'process_resident_memory_bytes',
    ]) {
      expect(text, name).toContain(name);
    }
  });

  it('requires METRICS_TOKEN as a bearer token when it is set', async () => {
    const guarded = await createTestApp(database, {
      env: { METRICS_TOKEN: 'scrape-token-0123456789' },
    });
    try {
      const without = await guarded.app.inject({ method: 'GET', url: '/metrics' });
      expect(without.statusCode).toBe(401);
      expect(without.json()).toMatchObject({ code: 'not_authenticated' });
      const wrong = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer scrape-token-0123456780' },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer scrape-token-0123456789' },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('http_request_duration_seconds');
      // Health checks stay open: load balancers carry no token.
      expect((await guarded.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});

describe('draining', () => {
  it('turns /readyz 503 and closes every connection after its answer, still serving', async () => {
    drain.start();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      detail: 'The server is shutting down.',
      code: 'service_unavailable',
    });
    expect(ready.headers.connection).toBe('close');
    const served = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');
  });
});
