import { api } from '@app/contract';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { buildPublication, buildTaxonomy } from '../publications/publication-factories.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { adminQuery, databaseUrl } from '../support/postgres-admin.ts';
import { findPostgresBinDir } from '../support/postgres-binaries.ts';
import { startThrowawayCluster, type ThrowawayCluster } from '../support/postgres-cluster.ts';
import { signIn } from '../support/process-fixture.ts';
import { killServer, startServer, type ServerProcess } from '../support/server-process.ts';
import { TEST_SECRETS } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/**
 * A PostgreSQL server that stops, then freezes, under a steady load through a real server process
 * (its own throw-away cluster, so the run's shared one is untouched): every answer is 200 or 503
 * with Retry-After, never 500; no request waits longer than the query timeout (plus scheduling
 * slack on this 2-core machine) while the database is frozen; /readyz follows; the server recovers
 * by itself; and no log line carries a query's parameter values.
 */

const QUERY_TIMEOUT_MS = 2000;
/** Two cores shared with the database and the load: time for a timed-out request to be answered. */
const SLACK_MS = 1500;
const LOOPS = 8;

interface Outcome {
  status: number;
  retryAfter: string | null;
  ms: number;
}

describe.runIf(testDatabaseKind() === 'postgres')(
  'PostgreSQL stopped and frozen under load',
  () => {
    let cluster: ThrowawayCluster;
    let server: ServerProcess | undefined;
    let dataDir: string;
    let publicationId: number;

    beforeAll(async () => {
      const binDir = findPostgresBinDir();
      if (!binDir) throw new Error('PostgreSQL binaries are missing');
      cluster = await startThrowawayCluster(binDir);
      dataDir = await mkdtemp(path.join(tmpdir(), 'outage-'));
      await adminQuery(cluster.adminUrl, 'CREATE DATABASE outage');
      const database = await openDatabase({ databaseUrl: databaseUrl(cluster.adminUrl, 'outage') });
      try {
        await migrateDatabase(database);
        const taxonomy = await buildTaxonomy(database.db);
        const flow = await buildFlow(database.db);
        await buildUser(database.db, { flow, demoRole: 'client' });
        ({
          publication: { id: publicationId },
        } = await buildPublication(database.db, taxonomy, { flows: [flow] }));
      } finally {
        await database.close();
      }
    }, 120_000);

    afterAll(async () => {
      if (server) await killServer(server);
      cluster?.thaw();
      await cluster?.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it(
      'answers 503 with Retry-After, bounded, and recovers by itself',
      { timeout: 120_000 },
      async () => {
        server = await startServer({
          ...TEST_SECRETS,
          DATABASE_URL: databaseUrl(cluster.adminUrl, 'outage'),
          DATA_DIR: dataDir,
          SEED: '0',
          SCHEDULER: '0',
          DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
          SHUTDOWN_GRACE_MS: '0',
        });
        const base = server.url;
        const authorization = `Bearer ${await signIn(base, 'client')}`;
        const urls = [api.feedList, api.publicationRetrive(publicationId)];
        const outcomes: Outcome[] = [];
        let running = true;
        const loop = async (i: number): Promise<void> => {
          for (let n = i; running; n += 1) {
            const started = Date.now();
            const response = await fetch(new URL(urls[n % urls.length] ?? '', base), {
              headers: { authorization },
            });
            await response.arrayBuffer();
            outcomes.push({
              status: response.status,
              retryAfter: response.headers.get('retry-after'),
              ms: Date.now() - started,
            });
          }
        };
        const phase = async (
          during: () => Promise<void> | void,
          ms: number,
        ): Promise<Outcome[]> => {
          const from = outcomes.length;
          await during();
          await sleep(ms);
          return outcomes.slice(from);
        };
        const ready = async (): Promise<number> => (await fetch(new URL('/readyz', base))).status;
        const recovered = async (): Promise<void> => {
          for (let tries = 0; tries < 60; tries += 1) {
            const response = await fetch(new URL(api.feedList, base), {
              headers: { authorization },
            });
            if (response.status === 200 && (await ready()) === 200) return;
            await sleep(250);
          }
          throw new Error('the server did not recover within 15 s');
        };

        const load = Promise.all(Array.from({ length: LOOPS }, (_, i) => loop(i)));
        const healthy = await phase(() => undefined, 1000);
        const stopped = await phase(() => cluster.halt(), 3000);
        const readyWhileStopped = await ready();
        await cluster.resume();
        await recovered();
        const frozen = await phase(() => cluster.freeze(), QUERY_TIMEOUT_MS + 3000);
        const readyWhileFrozen = await ready();
        cluster.thaw();
        await recovered();
        running = false;
        await load;

        const summary = (list: Outcome[]) =>
          `${list.length} answers, statuses ${JSON.stringify(countBy(list.map((o) => o.status)))}, ` +
          `slowest ${Math.max(...list.map((o) => o.ms))} ms`;
        console.log(
          `database outage: healthy ${summary(healthy)}; stopped ${summary(stopped)}; frozen ${summary(frozen)}`,
        );
        expect(healthy.every((o) => o.status === 200)).toBe(true);
        for (const list of [stopped, frozen]) {
          expect(list.filter((o) => o.status === 503).length).toBeGreaterThan(0);
          expect(list.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);
          expect(list.filter((o) => o.status === 503 && !o.retryAfter)).toEqual([]);
        }
        expect(Math.max(...frozen.map((o) => o.ms))).toBeLessThanOrEqual(
          QUERY_TIMEOUT_MS + SLACK_MS,
        );
        expect(readyWhileStopped).toBe(503);
        expect(readyWhileFrozen).toBe(503);

        const run = await killServer(server);
        server = undefined;
        const logs = run.stdout + run.stderr;
        expect(logs).toContain('database unavailable');
        expect(logs).not.toMatch(/params/i);
        expect(logs).not.toContain('"statusCode":500');
      },
    );
  },
);

function countBy(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
