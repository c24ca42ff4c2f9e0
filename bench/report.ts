import { cpus } from 'node:os';
import { statementLabel, type ScenarioPlans } from './explain.ts';
import type { FanOutFigures } from './fan-out.ts';
import type { DataSize } from './generate-data.ts';
import type { LoadFigures } from './load.ts';

/** One scenario's figures, ours against the baseline. */
export interface ScenarioResult {
  scenario: string;
  /** Our run of median p99 among `oursRuns`. */
  ours: LoadFigures;
  /** Every run of our server, in the order run. */
  oursRuns: LoadFigures[];
  baseline: LoadFigures;
  /** Our server's peak RSS during this scenario, bytes. */
  peakRss: number;
}

export interface BenchReport {
  size: DataSize;
  connections: number;
  seconds: number;
  /** Runs of our server per scenario. */
  runs: number;
  /** The cluster's shared_buffers. */
  sharedBuffers: string;
  postgresVersion: string;
  generationSeconds: number;
  /** The searches' query set and, per search, how many of its queries found publications. */
  searchQueries: string;
  results: ScenarioResult[];
  fanOut: FanOutFigures;
  plans: ScenarioPlans[];
}

/** The targets the figures are judged by (DESIGN §6); the fan-out's depends on the users. */
function targetsLine(size: DataSize): string {
  const fanOut = size.users > 50_000 ? 'to 500k users ≤ 5 s' : 'to 50k users ≤ 2 s';
  return (
    'Targets (DESIGN §6): feed page and comment page p99 ≤ 50 ms at 64 connections, searches, ' +
    `publication detail and notice list p99 ≤ 100 ms, np fan-out ${fanOut}, server RSS ≤ 300 MB.`
  );
}

/** The fan-out line of the report and the console. */
export function fanOutLine(fanOut: FanOutFigures): string {
  const what = 'np fan-out of one new publication for every flow';
  if ('failed' in fanOut) return `${what}: **failed**: ${fanOut.failed}`;
  const { notified, seconds, queued, queueSeconds } = fanOut;
  return (
    `${what}: ${notified.toLocaleString('en-US')} users notified in ${seconds.toFixed(2)} s; ` +
    `then ${queued.toLocaleString('en-US')} push messages queued by the push workers' pages in ` +
    `${queueSeconds.toFixed(2)} s.`
  );
}

/** The run of median p99 (of an even number, the better middle one). */
export function medianRun(runs: readonly LoadFigures[]): LoadFigures {
  const sorted = [...runs].sort((a, b) => a.p99 - b.p99);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('medianRun: no runs');
  return median;
}

const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(0);
const fixed = (value: number, digits = 0): string => value.toFixed(digits);

/** The figures table as Markdown rows (also readable on a terminal). */
export function figuresTable(results: ScenarioResult[]): string {
  const header =
    '| scenario | req/s | p50 ms | p99 ms | p99 of each run | non-2xx | baseline req/s | baseline p50 | baseline p99 | ours/baseline | peak RSS MB |';
  const rule = '|' + ' --- |'.repeat(11);
  const rows = results.map((r) =>
    [
      r.scenario,
      fixed(r.ours.requestsPerSecond),
      fixed(r.ours.p50),
      fixed(r.ours.p99),
      r.oursRuns.map((run) => fixed(run.p99)).join(' / '),
      [String(r.ours.non2xx + r.ours.errors), r.ours.otherStatuses].join(' ').trim(),
      fixed(r.baseline.requestsPerSecond),
      fixed(r.baseline.p50),
      fixed(r.baseline.p99),
      r.baseline.requestsPerSecond > 0
        ? fixed(r.ours.requestsPerSecond / r.baseline.requestsPerSecond, 2)
        : '—',
      mb(r.peakRss),
    ].join(' | '),
  );
  return [header, rule, ...rows.map((row) => `| ${row} |`)].join('\n');
}

/** Per statement: execution time and any Seq Scan on publications/comments. */
export function planSummary(plans: ScenarioPlans[]): string {
  const lines: string[] = [];
  for (const { scenario, statements } of plans) {
    lines.push(`${scenario}:`);
    for (const statement of statements) {
      const flag =
        statement.seqScans.length > 0 ? `  SEQ SCAN on ${statement.seqScans.join(', ')}` : '';
      lines.push(
        `  ${statement.executionMs.toFixed(2).padStart(8)} ms  ${statementLabel(statement.sql)}${flag}`,
      );
    }
  }
  return lines.join('\n');
}

/** The whole report as Markdown, with every plan in full. */
export function reportMarkdown(report: BenchReport): string {
  const { size } = report;
  const seqScans = report.plans.flatMap((p) =>
    p.statements
      .filter((s) => s.seqScans.length > 0)
      .map(
        (s) =>
          `- ${p.scenario}: Seq Scan on ${s.seqScans.join(', ')} — \`${statementLabel(s.sql, 140)}\``,
      ),
  );
  const fullPlans = report.plans.flatMap((p) =>
    p.statements.map(
      (s, index) =>
        `<details><summary>${p.scenario} #${index + 1} — ${s.executionMs.toFixed(2)} ms</summary>\n\n` +
        `\`\`\`sql\n${s.sql}\n\`\`\`\n\n\`\`\`\n${s.plan}\n\`\`\`\n\n</details>`,
    ),
  );
  return [
    '# Benchmark results (`npm run bench`)',
    '',
    `Generated ${new Date().toISOString()} on ${cpus().length} cores, Node ${process.version}, ${report.postgresVersion}.`,
    `Data: ${size.publications.toLocaleString('en-US')} publications, ${size.comments.toLocaleString('en-US')} comments, ` +
      `${size.users.toLocaleString('en-US')} users with 20 notices each (generated in ${report.generationSeconds.toFixed(0)} s).`,
    `Load: autocannon, ${report.connections} connections, ${report.seconds} s per run, ` +
      'load generator, server and PostgreSQL on the same machine. Latencies in ms. ' +
      `Our server runs each scenario ${report.runs} times; the table shows the run of median p99.`,
    `PostgreSQL: shared_buffers ${report.sharedBuffers}, fsync off.`,
    'Baseline: bare Fastify replaying the SQL our server issued for the same request asked a second ' +
      "time, so with our caches warm as under load (captured through Drizzle's logger; for a search, " +
      'the statements of the same query), one statement after another through node-postgres, each ' +
      'prepared once per connection unless it has a text search (as our server prepares its own), ' +
      'no auth/validation/mapping. EXPLAIN below shows the first, cold request.',
    `Searches: ${report.searchQueries} Each request asks the next query of a shuffled order.`,
    '',
    figuresTable(report.results),
    '',
    fanOutLine(report.fanOut),
    '',
    targetsLine(size),
    '',
    '## EXPLAIN (ANALYZE, BUFFERS)',
    '',
    '```',
    planSummary(report.plans),
    '```',
    '',
    seqScans.length > 0
      ? `Sequential scans on publications/comments:\n\n${seqScans.join('\n')}`
      : 'No sequential scan on publications or comments.',
    '',
    ...fullPlans,
    '',
  ].join('\n');
}
