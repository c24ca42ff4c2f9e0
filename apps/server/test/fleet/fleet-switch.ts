import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import type { LocalFleet } from '../support/local-fleet.ts';
import type { ServerRun } from '../support/server-process.ts';
import type { FleetData } from './fleet-fixtures.ts';
import { outcomeTable, startLoad, type LoadOptions, type LoadRun } from './fleet-load.ts';

/** What the switch scenario saw. */
export interface SwitchReport {
  load: LoadRun;
  /** How the drained server and the killed one exited. */
  terminated: ServerRun;
  killed: ServerRun;
  /** Printable: the timeline, the counts per phase, kind and status, haproxy's retries. */
  lines: string[];
}

/** Comments the SIGKILL may have stored twice: the creates in flight on the killed server. */
const MAX_DUPLICATES = 2;

/**
 * Runs mixed load through the balancer while server 1 drains (SIGTERM) and exits, is started
 * again and taken back by haproxy, and then server 2 is killed (SIGKILL) mid-load.
 */
export async function runSwitchScenario(
  fleet: LocalFleet,
  options: LoadOptions,
): Promise<SwitchReport> {
  const started = Date.now();
  const timeline: string[] = [];
  const mark = (event: string): void => {
    timeline.push(`${((Date.now() - started) / 1000).toFixed(2).padStart(6)} s  ${event}`);
  };
  const load = startLoad(options, 'steady');
  let terminated: ServerRun;
  let killed: ServerRun;
  try {
    await sleep(1500);

    load.setPhase('sigterm-s1');
    mark('SIGTERM s1');
    const draining = fleet.signal(0, 'SIGTERM');
    await fleet.waitForBalancer(0, 'DOWN', 5000);
    mark('haproxy: s1 DOWN');
    terminated = await draining;
    mark(`s1 exited (${terminated.code ?? terminated.signal})`);

    load.setPhase('s1-back');
    await fleet.restart(0);
    mark('s1 ready');
    await fleet.waitForBalancer(0, 'UP', 10_000);
    mark('haproxy: s1 UP');
    await sleep(1500);

    load.setPhase('sigkill-s2');
    mark('SIGKILL s2');
    killed = await fleet.signal(1, 'SIGKILL');
    await fleet.waitForBalancer(1, 'DOWN', 5000);
    mark('haproxy: s2 DOWN');
    await sleep(1500);
  } finally {
    await load.stop();
    mark('load stopped');
  }
  const lines = [
    '[fleet] timeline:',
    ...timeline,
    '[fleet] answers by phase, kind and status:',
    ...outcomeTable(load.outcomes),
    `[fleet] comment creates acknowledged: ${load.acknowledged.length} of ${load.sent.size}`,
    ...balancerLogSummary(fleet.balancerLog),
  ];
  return { load, terminated, killed, lines };
}

/**
 * The scenario's promises: only 200/201 and JSON 503 answers (no 5xx else, no connection
 * failure), the drained server exited 0, and every acknowledged comment is stored as sent,
 * whole, with its images served through the balancer.
 */
export async function checkLoad(
  report: SwitchReport,
  data: FleetData,
  balancerUrl: string,
): Promise<void> {
  const { load } = report;
  const unexpected = load.outcomes.filter(
    (o) => !(o.status === 200 || o.status === 201 || o.status === 503),
  );
  expect(unexpected, 'answers other than 200, 201 and 503').toEqual([]);
  const bad503 = load.outcomes.filter(
    (o) => o.status === 503 && o.detail !== 'service_unavailable',
  );
  expect(bad503, '503 answers without the JSON service_unavailable body').toEqual([]);
  for (const phase of ['steady', 'sigterm-s1', 's1-back', 'sigkill-s2']) {
    const served = load.outcomes.filter((o) => o.phase === phase && o.status !== 503);
    expect(served.length, `answers in phase ${phase}`).toBeGreaterThan(0);
  }
  expect(report.terminated.code, 'exit code of the drained server').toBe(0);
  expect(report.killed.signal).toBe('SIGKILL');
  expect(load.acknowledged.length).toBeGreaterThan(0);

  const database = await data.open();
  try {
    const rows = await queryRows<{
      id: number;
      text: string;
      parent_id: number | null;
      author_id: number;
      images: number;
    }>(
      database.db,
      sql`select c.id, c.text, c.parent_id, c.author_id,
          (select count(*)::int from comment_images i where i.comment_id = c.id) as images
        from comments c where c.publication_id = ${data.publicationId}`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const comment of load.acknowledged) {
      expect(byId.get(comment.pk), `acknowledged comment ${comment.pk}`).toEqual({
        id: comment.pk,
        text: comment.text,
        parent_id: comment.parent ?? null,
        author_id: data.clientIds[comment.author],
        images: comment.images,
      });
    }
    // Creates cut off (or retried) are stored whole or not at all.
    const ofRun = rows.filter((row) => load.sent.has(row.text));
    for (const row of ofRun) expect(row.images).toBe(load.sent.get(row.text)?.images);
    const duplicates = ofRun.length - new Set(ofRun.map((row) => row.text)).size;
    console.log(`[fleet] comments stored twice (retried after the SIGKILL): ${duplicates}`);
    expect(duplicates).toBeLessThanOrEqual(MAX_DUPLICATES);

    const [counters] = await queryRows<{ comments_count: number; counted: number }>(
      database.db,
      sql`select p.comments_count,
          (select count(*)::int from comments c where c.publication_id = p.id) as counted
        from publications p where p.id = ${data.publicationId}`,
    );
    expect(counters?.comments_count).toBe(counters?.counted);
  } finally {
    await database.close();
  }

  for (const url of load.acknowledged.flatMap((comment) => comment.imageUrls)) {
    const response = await fetch(new URL(url, balancerUrl));
    expect(response.status, url).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }
}

/**
 * How many requests haproxy logged, retried, and sent to another server (redispatched), with
 * the retried requests' log lines (their termination state tells why).
 */
function balancerLogSummary(logFile: string): string[] {
  let requests = 0;
  let redispatched = 0;
  const retried: string[] = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    // `option httplog`: … actconn/feconn/beconn/srv_conn/retries srv_queue/backend_queue "…"
    const match = / \d+\/\d+\/\d+\/\d+\/(\+?)(\d+) \d+\/\d+ "/.exec(line);
    if (!match) continue;
    requests += 1;
    if (Number(match[2]) > 0) retried.push(`  ${line.replace(/^\S+ \[[^\]]+\] /, '')}`);
    if (match[1] === '+') redispatched += 1;
  }
  return [
    `[fleet] haproxy: ${requests} requests logged, ${retried.length} retried, ` +
      `${redispatched} redispatched`,
    ...retried,
  ];
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
