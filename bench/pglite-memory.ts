import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { format, resolveConfig } from 'prettier';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { newPglite } from '../apps/server/src/db/pglite-instance.ts';
import { createTokenService } from '../apps/server/src/provider/token-service.ts';
import { createRunDir } from '../apps/server/test/support/run-dir.ts';
import { BENCH_CLIENT_ID, FULL_SIZE, generateData, type DataSize } from './generate-data.ts';
import { runLoad } from './load.ts';
import { idSets } from './id-sets.ts';
import { pathFor, SCENARIOS, searches, type IdSet, type Scenario } from './scenarios.ts';
import { SEARCH_QUERIES, shuffledOrder } from './search-queries.ts';
import { SERVE_NODE_FLAGS } from './serve-flags.ts';
import { startServerChild } from './server-child.ts';

/**
 * The embedded database's memory (`npm run bench:pglite`, README "The embedded database's
 * memory"): the server as `npm start` runs it on PGlite, measured from outside through /proc.
 * 1. First start on an empty data directory (a child that runs initdb in a child of its own,
 *    migrates and seeds): the peak RSS of the server and of any of those children, and the
 *    server's RSS once ready.
 * 2. A restart on that directory: the RSS once ready.
 * 3. The reader scenarios of the bench (scale BENCH_SCALE, default 0.1) at 64 connections: the
 *    peak RSS of the server, per scenario and overall.
 * Writes bench/results/pglite.md.
 */

const RESULTS_FILE = fileURLToPath(new URL('./results/pglite.md', import.meta.url));
const MAIN = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));
const SAMPLE_MS = 50;
const START_LIMIT_MS = 600_000;
const CONNECTIONS = 64;
/** Readers only: no writes, no staff screens. */
const READER_SCENARIOS = SCENARIOS.filter(
  (scenario) => scenario.request === undefined && scenario.role === undefined,
);

const megabytes = (bytes: number): number => Math.round(bytes / 1024 ** 2);

/** Resident memory of a process in bytes (0 once it is gone). */
function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return Number(kilobytes ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The ids of a process's children and theirs (the seed child runs initdb in one of its own). */
function descendantsOf(pid: number): number[] {
  const children = childrenOf(pid);
  return [...children, ...children.flatMap(descendantsOf)];
}

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter((id) => id.trim() !== '')
        .map(Number),
    );
  } catch {
    return [];
  }
}

interface StartFigures {
  /** Highest RSS of the server process until it was ready. */
  serverPeak: number;
  /**
   * Highest RSS of any process it ran meanwhile: the seed child of a new data directory, and
   * that child's initdb child.
   */
  childPeak: number;
  /** RSS a second after it said it was ready. */
  ready: number;
}

/** Starts the server as `npm run serve` does on `dataDir`, samples it until ready, stops it. */
async function measureStart(dataDir: string, seed: boolean): Promise<StartFigures> {
  const server = spawn(process.execPath, [...SERVE_NODE_FLAGS, MAIN], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SEED: seed ? '1' : '0',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = server.pid ?? 0;
  let serverPeak = 0;
  let childPeak = 0;
  const sampler = setInterval(() => {
    serverPeak = Math.max(serverPeak, rssOf(pid));
    for (const child of descendantsOf(pid)) childPeak = Math.max(childPeak, rssOf(child));
  }, SAMPLE_MS);
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server did not start')), START_LIMIT_MS);
      server.stdout.on('data', (chunk: Buffer) => {
        if (!chunk.toString().includes('Ready:')) return;
        clearTimeout(timer);
        resolve();
      });
      server.once('exit', (code) => reject(new Error(`the server exited (${code}) on start`)));
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { serverPeak, childPeak, ready: rssOf(pid) };
  } finally {
    clearInterval(sampler);
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

/** Runs SQL text on PGlite for the generator, which speaks to node-postgres' Client. */
function pgliteClient(pglite: ReturnType<typeof newPglite>): pg.ClientBase {
  const client = {
    async query(text: string) {
      const results = await pglite.exec(text);
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
    },
  };
  return client as unknown as pg.ClientBase;
}

/** A PGlite data directory migrated and filled with the bench's data. */
async function generatePgliteData(dataDir: string, size: DataSize): Promise<number> {
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  await database.close();
  const pglite = newPglite({ dataDir });
  const started = performance.now();
  try {
    await generateData(pgliteClient(pglite), size);
  } finally {
    await pglite.close();
  }
  return (performance.now() - started) / 1000;
}

/** The bench's id sets (id-sets.ts), read from the PGlite directory. */
async function readerIds(dataDir: string): Promise<Record<IdSet, number[]>> {
  const pglite = newPglite({ dataDir });
  try {
    return await idSets(pgliteClient(pglite));
  } finally {
    await pglite.close();
  }
}

interface LoadRow {
  scenario: string;
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
  peakRss: number;
}

async function main(): Promise<void> {
  const scale = Number(process.env.BENCH_SCALE ?? '0.1');
  const seconds = Number(process.env.BENCH_SECONDS ?? '10');
  const size: DataSize = {
    publications: Math.round(FULL_SIZE.publications * scale),
    comments: Math.round(FULL_SIZE.comments * scale),
    users: Math.round(FULL_SIZE.users * scale),
  };
  const scratch = createRunDir(tmpdir(), 'app-bench-pglite-');
  try {
    console.log('First start with the demo data, then a restart…');
    const firstStart = await measureStart(join(scratch.path, 'demo'), true);
    const restart = await measureStart(join(scratch.path, 'demo'), false);

    console.log(`Generating ${size.publications} publications into PGlite…`);
    const dataDir = join(scratch.path, 'bench');
    const generationSeconds = await generatePgliteData(dataDir, size);
    const ids = await readerIds(dataDir);
    const env = {
      databaseUrl: '',
      accessSecret: randomBytes(32).toString('hex'),
      refreshSecret: randomBytes(32).toString('hex'),
      dataDir,
    };
    const token = await createTokenService({ ...env, now: () => new Date() }).signAccess(
      BENCH_CLIENT_ID,
    );
    const server = await startServerChild('ours', env, []);
    const rows: LoadRow[] = [];
    try {
      const startRss = await server.peakRss();
      for (const scenario of READER_SCENARIOS) {
        const next = nextRequest(scenario, ids);
        const figures = await runLoad({
          next,
          port: server.port,
          connections: CONNECTIONS,
          seconds,
          token,
        });
        const peakRss = await server.peakRss();
        rows.push({ scenario: scenario.name, ...figures, peakRss });
        console.log(
          `  ${scenario.name.padEnd(20)} ${figures.requestsPerSecond.toFixed(0).padStart(5)} req/s ` +
            `p99 ${figures.p99} ms, peak RSS ${megabytes(peakRss)} MB`,
        );
      }
      await writeResults(
        report({ size, seconds, generationSeconds, firstStart, restart, startRss, rows }),
      );
    } finally {
      await server.stop();
    }
  } finally {
    scratch.remove();
  }
}

/** The scenario's next request: ids of its set in turn, or the search queries shuffled. */
function nextRequest(scenario: Scenario, ids: Record<IdSet, number[]>) {
  const keys = searches(scenario)
    ? shuffledOrder(SEARCH_QUERIES.length)
    : ids[scenario.ids ?? 'visible'];
  let cursor = 0;
  return () => {
    const key = keys[cursor++ % keys.length] ?? 0;
    const text = searches(scenario) ? (SEARCH_QUERIES[key]?.text ?? '') : '';
    return { path: pathFor(scenario, searches(scenario) ? 0 : key, text) };
  };
}

interface Report {
  size: DataSize;
  seconds: number;
  generationSeconds: number;
  firstStart: StartFigures;
  restart: StartFigures;
  startRss: number;
  rows: LoadRow[];
}

function report(r: Report): string {
  const overall = Math.max(...r.rows.map((row) => row.peakRss));
  return [
    "# The embedded database's memory (`npm run bench:pglite`)",
    '',
    `Generated ${new Date().toISOString()} on Node ${process.version}. RSS read from /proc, every ${SAMPLE_MS} ms.`,
    '',
    '## Starts (`npm run serve` on PGlite)',
    '',
    '| start | server peak MB | child peak MB | server when ready MB |',
    '| --- | --- | --- | --- |',
    `| first, empty directory: initdb, migrations, demo seed (in children) | ${megabytes(r.firstStart.serverPeak)} | ${megabytes(r.firstStart.childPeak)} | ${megabytes(r.firstStart.ready)} |`,
    `| restart on that directory | ${megabytes(r.restart.serverPeak)} | ${megabytes(r.restart.childPeak)} | ${megabytes(r.restart.ready)} |`,
    '',
    '## Reader scenarios',
    '',
    `Data: ${r.size.publications.toLocaleString('en-US')} publications, ${r.size.comments.toLocaleString('en-US')} comments, ${r.size.users.toLocaleString('en-US')} users (generated into PGlite in ${r.generationSeconds.toFixed(0)} s). Load: ${CONNECTIONS} connections, ${r.seconds} s per scenario, one server process. Peak while the server opened the directory: ${megabytes(r.startRss)} MB; highest under load: ${megabytes(overall)} MB.`,
    '',
    '| scenario | req/s | p99 ms | non-2xx | peak RSS MB |',
    '| --- | --- | --- | --- | --- |',
    ...r.rows.map(
      (row) =>
        `| ${row.scenario} | ${row.requestsPerSecond.toFixed(0)} | ${row.p99} | ${row.non2xx} | ${megabytes(row.peakRss)} |`,
    ),
    '',
  ].join('\n');
}

async function writeResults(markdown: string): Promise<void> {
  const options = await resolveConfig(RESULTS_FILE);
  writeFileSync(RESULTS_FILE, await format(markdown, { ...options, filepath: RESULTS_FILE }));
  console.log(`\nWritten to ${RESULTS_FILE}`);
}

main().catch((error: unknown) => {
  console.error(`PGlite bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
