import '../support/provided-context.ts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import {
  runDueScheduleItems,
  type SchedulerRunResult,
} from '../../src/modules/schedule/scheduler.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { adminQuery, databaseUrl } from '../support/postgres-admin.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { buildPublication, buildTaxonomy } from '../publications/publication-factories.ts';
import { addItems, itemsOf, minutesFrom, npNotices, postOf } from './schedule-fixtures.ts';

const POSTS = 40;
const READERS = 3;

/**
 * Two server processes on one PostgreSQL: two separate connection pools (two openDatabase calls)
 * race over the same due items, several runs per pool at once.
 */
describe.skipIf(testDatabaseKind() !== 'postgres')(
  'two scheduler instances on one PostgreSQL',
  () => {
    let name: string;
    let first: Database;
    let second: Database;

    beforeAll(async () => {
      const adminUrl = inject('postgresAdminUrl');
      name = `sched_${process.pid}_${randomBytes(4).toString('hex')}`;
      await adminQuery(
        adminUrl,
        `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplateDatabase')}`,
      );
      first = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
      second = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
    });

    afterAll(async () => {
      await first?.close();
      await second?.close();
      if (name) await adminQuery(inject('postgresAdminUrl'), `DROP DATABASE IF EXISTS ${name}`);
    });

    it('applies every due item exactly once, each post’s actions in order', async () => {
      const db = first.db;
      const now = new Date();
      const taxonomy = await buildTaxonomy(db);
      const flow = await buildFlow(db);
      for (let i = 0; i < READERS; i += 1) await buildUser(db, { flow });
      const ids: number[] = [];
      for (let i = 0; i < POSTS; i += 1) {
        const { publication } = await buildPublication(db, taxonomy, {
          flows: [flow],
          status: 'draft',
          pubStartDate: null,
        });
        ids.push(publication.id);
        // Every post: publish, pin, then (every other post) deactivate, all already due.
        await addItems(db, publication.id, [
          { event: 'activation', eventDate: minutesFrom(now, -50 + (i % 7)) },
          { event: 'pin', eventDate: minutesFrom(now, -40 + (i % 5)) },
          ...(i % 2 === 0
            ? [{ event: 'deactivation' as const, eventDate: minutesFrom(now, -30) }]
            : []),
        ]);
      }
      const itemCount = POSTS * 2 + POSTS / 2;

      const runs: Promise<SchedulerRunResult>[] = [];
      for (let i = 0; i < 3; i += 1) {
        runs.push(runDueScheduleItems(first.db), runDueScheduleItems(second.db));
      }
      const results = await Promise.all(runs);
      const total = results.reduce(
        (sum, r) => ({
          done: sum.done + r.done,
          skipped: sum.skipped + r.skipped,
          failed: sum.failed + r.failed,
        }),
        { done: 0, skipped: 0, failed: 0 },
      );
      // An item claimed twice would be counted twice.
      expect(total).toEqual({ done: itemCount, skipped: 0, failed: 0 });
      const byFirst = results.filter((_, i) => i % 2 === 0).reduce((sum, r) => sum + r.done, 0);
      expect(byFirst, 'the first pool took part').toBeGreaterThan(0);
      expect(itemCount - byFirst, 'the second pool took part').toBeGreaterThan(0);

      for (const [i, id] of ids.entries()) {
        const items = await itemsOf(db, id);
        expect(items.every((item) => item.state === 'done' && item.executedAt !== null)).toBe(true);
        // A post withdrawn in the same catch-up notifies its readers only if its notices went
        // out before the withdrawal (the other instance may send them first); never twice.
        const notified = items.find((item) => item.event === 'activation')?.notifiedCount;
        expect(notified).toBe(i % 2 === 0 && notified === 0 ? 0 : READERS);
        expect(await npNotices(db, id)).toHaveLength(notified ?? -1);
        const post = await postOf(db, id);
        expect([post.status, post.fix]).toEqual([i % 2 === 0 ? 'deactivated' : 'published', true]);
      }
      expect(await runDueScheduleItems(second.db)).toEqual({ done: 0, skipped: 0, failed: 0 });
    });
  },
);
