import type pg from 'pg';
import { searches, type CapturedQuery, type CapturedScenario } from './scenarios.ts';
import { firstOfEachKind, type SearchQuery } from './search-queries.ts';

/** Tables a sequential scan of which is a finding. */
const WATCHED_TABLES = ['publications', 'comments'];

/** The plan of one captured statement. */
export interface StatementPlan {
  sql: string;
  plan: string;
  executionMs: number;
  /** Watched tables read by a Seq Scan somewhere in the plan. */
  seqScans: string[];
}

export interface ScenarioPlans {
  scenario: string;
  statements: StatementPlan[];
}

/** EXPLAIN (ANALYZE, BUFFERS) of one statement with its params. */
async function explain(client: pg.ClientBase, query: CapturedQuery): Promise<StatementPlan> {
  // The search's planner estimate (chooseSearchRead) is an EXPLAIN itself: timed as it runs.
  if (/^\s*explain\b/i.test(query.sql)) {
    const started = performance.now();
    await client.query(query.sql, query.params);
    const executionMs = performance.now() - started;
    return { sql: query.sql, plan: 'an EXPLAIN itself, run as is', executionMs, seqScans: [] };
  }
  const result = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${query.sql}`,
    query.params,
  );
  const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
  const time = /Execution Time: ([\d.]+) ms/.exec(plan);
  return {
    sql: query.sql,
    plan,
    executionMs: time?.[1] === undefined ? 0 : Number(time[1]),
    seqScans: WATCHED_TABLES.filter((table) => new RegExp(`Seq Scan on ${table}\\b`).test(plan)),
  };
}

/** The captured requests explained: the one request, or of a search the first of each kind. */
function explainedRequests(
  scenario: CapturedScenario,
  queries: readonly SearchQuery[],
): { label: string; statements: CapturedQuery[] }[] {
  if (!searches(scenario))
    return [{ label: scenario.name, statements: scenario.coldRequests[0] ?? [] }];
  return firstOfEachKind(queries).map(({ index, query }) => ({
    label: `${scenario.name} (${query.kind}: ${query.text})`,
    statements: scenario.coldRequests[index] ?? [],
  }));
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement a scenario's request issued, with its params;
 * of a search scenario, of the request of the first query of each kind. JIT is off as on our
 * server's connections (apps/server/src/db/client.ts).
 */
export async function explainScenarios(
  client: pg.ClientBase,
  scenarios: CapturedScenario[],
  queries: readonly SearchQuery[],
): Promise<ScenarioPlans[]> {
  await client.query('set jit = off');
  const plans: ScenarioPlans[] = [];
  for (const scenario of scenarios) {
    for (const { label, statements } of explainedRequests(scenario, queries)) {
      const explained: StatementPlan[] = [];
      for (const query of statements) explained.push(await explain(client, query));
      plans.push({ scenario: label, statements: explained });
    }
  }
  return plans;
}

/** The statement's first line, shortened, for tables. */
export function statementLabel(sql: string, length = 90): string {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}
