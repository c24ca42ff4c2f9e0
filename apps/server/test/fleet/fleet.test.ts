import { api, type EditorPublicationPayload, type ScheduleList } from '@app/contract';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { jpegWithExif, multipartBody } from '../comments/comment-test-kit.ts';
import { findHaproxy, HAPROXY_MISSING_MESSAGE } from '../support/haproxy-process.ts';
import { startLocalFleet, type LocalFleet } from '../support/local-fleet.ts';
import { signIn } from '../support/process-fixture.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import {
  CLIENT_ROLES,
  moscowMinuteNow,
  prepareFleetData,
  type FleetData,
} from './fleet-fixtures.ts';
import { checkLoad, runSwitchScenario } from './fleet-switch.ts';

/**
 * Two server processes over one PostgreSQL database and one S3 bucket (s3rver), behind a real
 * haproxy: media written by one are served by the other, the schedulers of both apply a due item
 * once, and clients of the balancer see only 2xx or 503 while a server drains (SIGTERM) or dies
 * (SIGKILL), every acknowledged write being stored. See support/local-fleet.ts.
 */

// Under CI the fleet must run; elsewhere a machine without haproxy skips it, loudly.
const haproxyMissing = findHaproxy() === undefined && process.env.CI !== 'true';
if (haproxyMissing && testDatabaseKind() === 'postgres') {
  console.warn(`\n[fleet] ${HAPROXY_MISSING_MESSAGE} The fleet test is SKIPPED.\n`);
}

describe.runIf(testDatabaseKind() === 'postgres' && !haproxyMissing)(
  'a fleet of two servers behind haproxy',
  () => {
    let data: FleetData;
    let fleet: LocalFleet | undefined;

    beforeAll(async () => {
      data = await prepareFleetData();
      fleet = await startLocalFleet({
        databaseUrl: data.databaseUrl,
        env: {
          COMMENT_RATE_LIMIT: '100000',
          TOKEN_RATE_LIMIT: '100000',
          SHUTDOWN_GRACE_MS: '2500',
        },
      });
    }, 90_000);

    afterAll(async () => {
      await fleet?.stop();
      await data?.drop();
    }, 30_000);

    const running = (): LocalFleet => {
      if (!fleet) throw new Error('the fleet did not start');
      return fleet;
    };

    it('serves a comment image uploaded through one server from the other', async () => {
      const { servers, url } = running();
      const [first, second] = servers;
      if (!first || !second) throw new Error('two servers expected');
      const token = await signIn(url, 'client');
      const form = multipartBody({
        publication: data.publicationId,
        text: 'an image for the other server',
        images: [{ data: await jpegWithExif(40, 30) }],
      });
      const created = await fetch(new URL(api.commentCreate, first.url), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
        body: new Uint8Array(form.body),
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const { comment_images: images } = (await created.json()) as {
        comment_images: { image: string; formatted_image_pico: string }[];
      };
      expect(images).toHaveLength(1);
      for (const path of [images[0]?.image ?? '', images[0]?.formatted_image_pico ?? '']) {
        const bodies = [];
        for (const base of [second.url, url, first.url]) {
          const response = await fetch(new URL(path, base));
          expect(response.status, `${path} from ${base}`).toBe(200);
          expect(response.headers.get('content-type')).toMatch(/^image\//);
          bodies.push(Buffer.from(await response.arrayBuffer()));
        }
        expect(bodies[0]?.length).toBeGreaterThan(0);
        expect(bodies[1]?.equals(bodies[0] ?? Buffer.alloc(0))).toBe(true);
        expect(bodies[2]?.equals(bodies[0] ?? Buffer.alloc(0))).toBe(true);
      }
      // Nothing was written to the disk of the server that took the upload.
      expect(filesUnder(join(first.dataDir, 'uploads'))).toEqual([]);
    });

    it('applies scheduled publications once with both schedulers running', async () => {
      const { servers, url } = running();
      const token = await signIn(url, 'staff');
      const call = async (method: string, path: string, body: unknown) => {
        const response = await fetch(new URL(path, url), {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      };
      const ids: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const draft: EditorPublicationPayload = {
          title: `Fleet schedule ${i}`,
          section: data.taxonomy.sections.feed,
          feed_group: data.taxonomy.groups.physical_transformation,
          flows: [data.flow.id],
          publication_items: [{ sort: 0, item_type: 'text', text: '<p>Scheduled</p>' }],
        };
        const created = await call('POST', api.editorPublicationCreate, draft);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        ids.push((created.body as { id: number }).id);
      }
      for (const id of ids) {
        const rows = [{ event: 'activation', event_date: moscowMinuteNow() }];
        const synced = await call('POST', api.scheduleItemSync(id), rows);
        expect(synced.status, JSON.stringify(synced.body)).toBe(200);
      }

      const deadline = Date.now() + 20_000;
      let pending = ids;
      while (pending.length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const states = await Promise.all(
          pending.map(async (id) => {
            const response = await fetch(new URL(`${api.scheduleItemList(id)}?history=1`, url), {
              headers: { authorization: `Bearer ${token}` },
            });
            return (await response.json()) as ScheduleList;
          }),
        );
        pending = pending.filter((_, i) => states[i]?.[0]?.state !== 'done');
      }
      expect(pending, 'items still pending after 20 s').toEqual([]);

      const database = await data.open();
      try {
        for (const id of ids) {
          const items = await queryRows<{ state: string; notified_count: number | null }>(
            database.db,
            sql`select state, notified_count from schedule_items where publication_id = ${id}`,
          );
          expect(items).toEqual([{ state: 'done', notified_count: data.readers }]);
          const [notices] = await queryRows<{ notices: number; receivers: number }>(
            database.db,
            sql`select count(*)::int as notices, count(distinct receiver_id)::int as receivers
              from notices where publication_id = ${id} and notice_type = 'np'`,
          );
          expect(notices).toEqual({ notices: data.readers, receivers: data.readers });
        }
      } finally {
        await database.close();
      }
      // The two workers together applied each item once: no item counted by both.
      const applied = await Promise.all(servers.map((server) => itemsDoneBy(server.url)));
      console.log(`[fleet] schedule items applied per server: ${applied.join(', ')}`);
      expect(applied.reduce((sum, n) => sum + n, 0)).toBe(ids.length);
    });

    it(
      'answers only 2xx or 503 while a server drains, then while one dies',
      { timeout: 90_000 },
      async () => {
        const current = running();
        const tokens = await Promise.all(CLIENT_ROLES.map((role) => signIn(current.url, role)));
        const report = await runSwitchScenario(current, {
          baseUrl: current.url,
          tokens,
          publicationId: data.publicationId,
          parentIds: data.parentIds,
          photo: await jpegWithExif(32, 24),
          run: randomBytes(3).toString('hex'),
        });
        console.log(report.lines.join('\n'));
        await checkLoad(report, data, current.url);
      },
    );

    it('answers its own JSON 503 with Retry-After while no server is up, then recovers', async () => {
      const current = running();
      for (const [i, server] of current.servers.entries()) {
        if (server.running) await current.signal(i, 'SIGKILL');
        await current.waitForBalancer(i, 'DOWN', 5000);
      }
      const refused = await fetch(new URL(api.feedList, current.url));
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await refused.json()).toEqual({
        detail: 'Service temporarily unavailable, try again later.',
        code: 'service_unavailable',
      });

      await current.restart(1);
      await current.waitForBalancer(1, 'UP', 10_000);
      const token = await signIn(current.url, 'client');
      const feed = await fetch(new URL(api.feedList, current.url), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(feed.status).toBe(200);
    });
  },
);

/** Files under `dir`, recursively (paths relative to it). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/** scheduler_items_total{outcome="done"} of one server's /metrics. */
async function itemsDoneBy(serverUrl: string): Promise<number> {
  const text = await (await fetch(new URL('/metrics', serverUrl))).text();
  const match = /^scheduler_items_total\{outcome="done"\} (\d+)/m.exec(text);
  return Number(match?.[1] ?? 0);
}
