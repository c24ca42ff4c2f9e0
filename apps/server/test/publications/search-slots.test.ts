import { api, withQuery } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import type { User } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.ts';
import { buildPublication, buildTaxonomy } from './publication-factories.ts';

const SLOT_WAIT_MS = 300;

/**
 * Two searches hold the two search slots, stuck behind a lock on the publications; a third waits
 * for a slot past the limit. PostgreSQL only: on PGlite the lock's transaction holds the one
 * connection, so the third request would wait at sign-in, before ever asking for a slot.
 */
describe.runIf(testDatabaseKind() === 'postgres')('a search waiting too long for a slot', () => {
  let database: Database;
  let t: TestApp;
  let reader: User;

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestApp(database, { searchSlotWaitMs: SLOT_WAIT_MS });
    const taxonomy = await buildTaxonomy(database.db);
    const flow = await buildFlow(database.db);
    reader = await buildUser(database.db, { flow });
    await buildPublication(database.db, taxonomy, { flows: [flow], title: 'Кардио утром' });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  async function search(text: string): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method: 'GET',
      url: withQuery(api.feedList, { full_text_search: text }),
      headers: await bearer(t.tokens, reader.id),
    });
  }

  /** Sessions waiting for the lock on publications. */
  async function waitingForLock(): Promise<number> {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`pg_locks`)
      .where(sql`not granted and relation = 'publications'::regclass`);
    return row?.n ?? 0;
  }

  it('is answered 503 with Retry-After, and the searches holding the slots still answer', async () => {
    let unlock = (): void => undefined;
    let locked = (): void => undefined;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const lock = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table publications in access exclusive mode`);
      locked();
      await new Promise<void>((resolve) => {
        unlock = resolve;
      });
    });
    await isLocked;
    try {
      const holding = [search('кардио'), search('утром')];
      await expect.poll(waitingForLock, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);

      const started = Date.now();
      const refused = await search('вечером');
      expect(Date.now() - started).toBeGreaterThanOrEqual(SLOT_WAIT_MS - 20);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toEqual({
        detail: 'Service temporarily unavailable, try again later.',
        code: 'service_unavailable',
      });

      unlock();
      await lock;
      const answers = await Promise.all(holding);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers[0]?.json()).toMatchObject({ results: [{ title: 'Кардио утром' }] });
    } finally {
      unlock();
      await lock;
    }
    // The slots are free again.
    expect((await search('вечером')).statusCode).toBe(200);
  });
});
