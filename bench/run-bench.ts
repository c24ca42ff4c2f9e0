import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { format, resolveConfig } from 'prettier';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { createTokenService } from '../apps/server/src/provider/token-service.ts';
import {
  findPostgresBinDir,
  POSTGRES_MISSING_MESSAGE,
} from '../apps/server/test/support/postgres-binaries.ts';
import { startThrowawayCluster } from '../apps/server/test/support/postgres-cluster.ts';
import { createRunDir } from '../apps/server/test/support/run-dir.ts';
import { captureScenarioSql } from './capture-sql.ts';
import { explainScenarios } from './explain.ts';
import { idSets } from './id-sets.ts';
import {
  BENCH_CLIENT_ID,
  BENCH_EDITOR_ID,
  FULL_SIZE,
  generateData,
  type DataSize,
} from './generate-data.ts';
import { runLoad, type LoadFigures, type LoadOptions, type NextRequest } from './load.ts';
import { measureFanOut } from './fan-out.ts';
import {
  fanOutLine,
  figuresTable,
  medianRun,
  planSummary,
  reportMarkdown,
  type ScenarioResult,
} from './report.ts';
import {
  bodyFor,
  pathFor,
  SCENARIOS,
  searches,
  type CapturedScenario,
  type IdSet,
  type Role,
  type Scenario,
} from './scenarios.ts';
import { SEARCH_QUERIES, searchQuerySummary, shuffledOrder } from './search-queries.ts';
import { startServerChild, type ServerChild } from './server-child.ts';
import type { BenchServerEnv } from './server-config.ts';

const CONNECTIONS = 64;
/** Runs of our server per scenario: this shared machine varies by about 20% from run to run. */
const OUR_RUNS = 3;
const WARM_UP_SECONDS = 2;
const IDLE_WAIT_LIMIT_MS = 120_000;
const RESULTS_FILE = fileURLToPath(new URL('./results/latest.md', import.meta.url));
/** Where a run on more than the full data writes, e.g. results/scale-10.md. */
const scaledResultsFile = (scale: number): string =>
  fileURLToPath(new URL(`./results/scale-${scale}.md`, import.meta.url));
/** Where a run on less than the full data writes, so that a trial never replaces the results. */
const TRIAL_RESULTS_FILE = join(tmpdir(), 'flow-bench-trial.md');

/** Undo steps run once, newest first, when the run ends or fails. */
const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp(): Promise<void> {
  for (const undo of cleanups.reverse()) await Promise.resolve(undo()).catch(() => undefined);
  cleanups.length = 0;
}
// Ctrl-C: exit at once. On exit the cluster is stopped and the folders are deleted by their
// run-dir hooks (apps/server/test/support/run-dir.ts); the server children exit when their IPC
// channel closes.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the cluster and removing its files.`);
    process.exit(130);
  });
}

/**
 * BENCH_SCALE (0 < s ≤ 10) shrinks the data for a quick trial or grows it for the next scale
 * step; BENCH_SECONDS the load time.
 */
function readSize(): DataSize {
  const scale = Number(process.env.BENCH_SCALE ?? '1');
  if (!(scale > 0 && scale <= 10)) throw new Error('BENCH_SCALE must be in (0, 10]');
  return {
    publications: Math.round(FULL_SIZE.publications * scale),
    comments: Math.round(FULL_SIZE.comments * scale),
    users: Math.max(10, Math.round(FULL_SIZE.users * scale)),
  };
}

/**
 * shared_buffers as a production server is set up (a quarter of the memory, here at most 1 GB),
 * not the 128 MB default: with it, the comment pages of 5,000 threads spread over 230 MB of
 * comments are read from the operating system's cache, one system call per page.
 */
function sharedBuffers(): string {
  return `${Math.min(1024, Math.floor(totalmem() / 4 / 1024 ** 2))}MB`;
}

/**
 * BENCH_ONLY: the scenarios to load, by name, comma-separated (e.g. `publication reach`); unset,
 * every one. A partial run writes where a trial does.
 */
function readScenarios(): Scenario[] {
  const only = process.env.BENCH_ONLY;
  if (!only) return SCENARIOS;
  const names = only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !SCENARIOS.some((scenario) => scenario.name === name));
  if (unknown.length > 0) {
    const known = SCENARIOS.map((scenario) => scenario.name).join(', ');
    throw new Error(`BENCH_ONLY names no scenario: ${unknown.join(', ')} (known: ${known})`);
  }
  return SCENARIOS.filter((scenario) => names.includes(scenario.name));
}

function readSeconds(): number {
  const seconds = Number(process.env.BENCH_SECONDS ?? '12');
  if (!(seconds >= 1 && seconds <= 60)) throw new Error('BENCH_SECONDS must be in [1, 60]');
  return seconds;
}

/** Ids of a set in turn, round and round. */
function cycling(list: number[]): () => number {
  let cursor = 0;
  return () => list[cursor++ % list.length] ?? 0;
}

/**
 * BENCH_SQL_BEFORE: statements separated by ';' run after the data is generated, to measure a
 * candidate index or setting (e.g. `create index …; alter system set jit = off`).
 */
async function runExtraSql(client: pg.ClientBase, statements: string | undefined): Promise<void> {
  if (!statements) return;
  for (const statement of statements.split(';').map((part) => part.trim())) {
    if (statement === '') continue;
    console.log(`  BENCH_SQL_BEFORE: ${statement}`);
    await client.query(statement);
  }
  await client.query('select pg_reload_conf()');
  await client.query('analyze');
}

/**
 * Waits until PostgreSQL runs no query but ours for a moment: requests a timed-out load left
 * queued in a server must not slow the next measurement down.
 */
async function waitForIdleDatabase(client: pg.ClientBase): Promise<void> {
  const deadline = Date.now() + IDLE_WAIT_LIMIT_MS;
  let quietPolls = 0;
  while (quietPolls < 3 && Date.now() < deadline) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity
        where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    quietPolls = rows[0]?.n === '0' ? quietPolls + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The query set's summary and how many of its queries find something in each search. */
function searchLine(captured: CapturedScenario[]): string {
  const found = captured
    .filter(searches)
    .map((scenario) => `${scenario.name} ${scenario.found}`)
    .join(', ');
  return `${searchQuerySummary(SEARCH_QUERIES)} Queries answered with publications: ${found}.`;
}

/** What loading a scenario needs. */
interface LoadContext {
  client: pg.ClientBase;
  ids: Record<IdSet, number[]>;
  tokens: Record<Role, string>;
  seconds: number;
  ours: ServerChild;
  baseline: ServerChild;
}

/**
 * The next request of a scenario for our server and for the baseline, drawn from one sequence
 * of keys: publication ids of its set in turn, or for a search the indexes of SEARCH_QUERIES in
 * a shuffled order, so that no two requests in a row ask the same query.
 */
function requestSources(
  scenario: CapturedScenario,
  index: number,
  ids: Record<IdSet, number[]>,
): { ours: () => NextRequest; baseline: () => NextRequest } {
  const search = searches(scenario);
  const nextKey = cycling(
    search ? shuffledOrder(SEARCH_QUERIES.length) : ids[scenario.ids ?? 'visible'],
  );
  return {
    ours: () => {
      const key = nextKey();
      if (search) return { path: pathFor(scenario, 0, SEARCH_QUERIES[key]?.text ?? '') };
      return { path: pathFor(scenario, key, ''), body: bodyFor(scenario, key) };
    },
    baseline: () => ({ path: `/baseline/${index}/${nextKey()}` }),
  };
}

/** Loads one scenario: a warm-up and OUR_RUNS runs of our server, then the baseline. */
async function loadScenario(
  context: LoadContext,
  scenario: CapturedScenario,
  index: number,
): Promise<ScenarioResult> {
  const { client, seconds, ours, baseline } = context;
  const next = requestSources(scenario, index, context.ids);
  const load = async (options: Omit<LoadOptions, 'port' | 'connections'>, port: number) => {
    await waitForIdleDatabase(client);
    return runLoad({ ...options, port, connections: CONNECTIONS });
  };
  const oursLoad = {
    next: next.ours,
    method: scenario.request?.method,
    contentType: scenario.request?.contentType,
    token: context.tokens[scenario.role ?? 'client'],
  };
  await load({ ...oursLoad, seconds: WARM_UP_SECONDS }, ours.port);
  await ours.peakRss();
  const oursRuns: LoadFigures[] = [];
  for (let run = 0; run < OUR_RUNS; run += 1) {
    oursRuns.push(await load({ ...oursLoad, seconds }, ours.port));
  }
  const oursFigures = medianRun(oursRuns);
  const peakRss = await ours.peakRss();
  const baselineLoad = { next: next.baseline, token: null };
  await load({ ...baselineLoad, seconds: WARM_UP_SECONDS }, baseline.port);
  const baselineFigures = await load({ ...baselineLoad, seconds }, baseline.port);
  console.log(
    `  ${scenario.name.padEnd(20)} ${oursFigures.requestsPerSecond.toFixed(0).padStart(6)} req/s ` +
      `p99 ${oursFigures.p99} ms (runs: ${oursRuns.map((run) => run.p99).join(', ')} ms; ` +
      `baseline ${baselineFigures.requestsPerSecond.toFixed(0)} req/s)`,
  );
  return {
    scenario: scenario.name,
    ours: oursFigures,
    oursRuns,
    baseline: baselineFigures,
    peakRss,
  };
}

/**
 * Writes the report, formatted like the rest of the repository (`npm run format:check`): to
 * RESULTS_FILE, of a run on less than the full data or of some scenarios only to
 * TRIAL_RESULTS_FILE, of a run on more to results/scale-<n>.md.
 */
async function writeResults(markdown: string, size: DataSize, partial: boolean): Promise<void> {
  const scale = size.publications / FULL_SIZE.publications;
  const file =
    scale < 1 || partial
      ? TRIAL_RESULTS_FILE
      : scale === 1
        ? RESULTS_FILE
        : scaledResultsFile(scale);
  mkdirSync(join(file, '..'), { recursive: true });
  const prettierOptions = await resolveConfig(RESULTS_FILE);
  writeFileSync(file, await format(markdown, { ...prettierOptions, filepath: RESULTS_FILE }));
  console.log(`\nWritten to ${file}`);
}

/**
 * Starts a throw-away cluster with `settings`, migrated, and a scratch folder for our server;
 * both go when the run ends, however it ends (folders of killed runs go on the next run).
 */
async function startMigratedCluster(
  binDir: string,
  settings: Record<string, string>,
): Promise<BenchServerEnv> {
  const cluster = await startThrowawayCluster(binDir, settings);
  cleanups.push(() => cluster.stop());
  const scratchDir = createRunDir(tmpdir(), 'app-bench-');
  cleanups.push(() => scratchDir.remove());
  const env: BenchServerEnv = {
    databaseUrl: cluster.adminUrl,
    accessSecret: randomBytes(32).toString('hex'),
    refreshSecret: randomBytes(32).toString('hex'),
    dataDir: scratchDir.path,
  };
  const database = await openDatabase({ databaseUrl: env.databaseUrl });
  await migrateDatabase(database);
  await database.close();
  return env;
}

/** Access tokens of the generated client and editor. */
async function signTokens(env: BenchServerEnv): Promise<Record<Role, string>> {
  const tokenService = createTokenService({
    accessSecret: env.accessSecret,
    refreshSecret: env.refreshSecret,
    now: () => new Date(),
  });
  return {
    client: await tokenService.signAccess(BENCH_CLIENT_ID),
    staff: await tokenService.signAccess(BENCH_EDITOR_ID),
  };
}

async function main(): Promise<void> {
  const binDir = findPostgresBinDir();
  if (binDir === undefined) throw new Error(POSTGRES_MISSING_MESSAGE);
  const size = readSize();
  const seconds = readSeconds();
  const scenarios = readScenarios();

  console.log('Starting a throw-away PostgreSQL cluster…');
  const settings = { shared_buffers: sharedBuffers() };
  const env = await startMigratedCluster(binDir, settings);

  const client = new pg.Client({ connectionString: env.databaseUrl });
  await client.connect();
  cleanups.push(() => client.end());
  const postgresVersion = (await client.query<{ v: string }>('select version() as v')).rows[0]?.v;

  console.log('Generating data:');
  const generationStarted = performance.now();
  await generateData(client, size);
  const generationSeconds = (performance.now() - generationStarted) / 1000;
  await runExtraSql(client, process.env.BENCH_SQL_BEFORE);

  const ids = await idSets(client);
  const sampleIdOf = (scenario: Scenario): number => ids[scenario.ids ?? 'visible'][0] ?? 0;
  const tokens = await signTokens(env);

  console.log(
    `Capturing the SQL of each scenario through our app (${SEARCH_QUERIES.length} per search)…`,
  );
  const captured = await captureScenarioSql(env, scenarios, tokens, sampleIdOf, SEARCH_QUERIES);
  const searchQueries = searchLine(captured);
  console.log(searchQueries);
  const plans = await explainScenarios(client, captured, SEARCH_QUERIES);
  console.log('\nEXPLAIN (ANALYZE, BUFFERS), execution time per statement:');
  console.log(planSummary(plans));

  // Only the baseline replays the captured SQL: our server's memory must not hold it.
  const ours = await startServerChild('ours', env, []);
  cleanups.push(() => ours.stop());
  const baseline = await startServerChild('baseline', env, captured);
  cleanups.push(() => baseline.stop());

  console.log(`\nLoading: ${CONNECTIONS} connections, ${seconds} s per scenario and server…`);
  const context: LoadContext = { client, ids, tokens, seconds, ours, baseline };
  const results: ScenarioResult[] = [];
  for (const [index, scenario] of captured.entries()) {
    results.push(await loadScenario(context, scenario, index));
  }

  await ours.stop();
  await baseline.stop();
  await waitForIdleDatabase(client);
  const fanOut = await measureFanOut(client, env.databaseUrl);

  console.log(`\n${figuresTable(results)}\n\n${fanOutLine(fanOut)}`);
  await writeResults(
    reportMarkdown({
      size,
      connections: CONNECTIONS,
      seconds,
      runs: OUR_RUNS,
      sharedBuffers: settings.shared_buffers,
      postgresVersion: postgresVersion ?? 'PostgreSQL',
      generationSeconds,
      searchQueries,
      results,
      fanOut,
      plans,
    }),
    size,
    scenarios.length < SCENARIOS.length,
  );
}

main()
  .then(() => cleanUp())
  .catch(async (error: unknown) => {
    console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    await cleanUp();
    process.exit(1);
  });
