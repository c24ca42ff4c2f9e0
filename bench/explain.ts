import type pg from 'pg';
import type { CapturedScenario } from './scenarios.ts';

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

/** EXPLAIN (ANALYZE, BUFFERS) of every statement a scenario's request issued, with its params. */
export async function explainScenarios(
  client: pg.ClientBase,
  scenarios: CapturedScenario[],
): Promise<ScenarioPlans[]> {
  const plans: ScenarioPlans[] = [];
  for (const scenario of scenarios) {
    const statements: StatementPlan[] = [];
    for (const query of scenario.queries) {
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${query.sql}`,
        query.params,
      );
      const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
      const time = /Execution Time: ([\d.]+) ms/.exec(plan);
      statements.push({
        sql: query.sql,
        plan,
        executionMs: time?.[1] === undefined ? 0 : Number(time[1]),
        seqScans: WATCHED_TABLES.filter((table) =>
          new RegExp(`Seq Scan on ${table}\\b`).test(plan),
        ),
      });
    }
    plans.push({ scenario: scenario.name, statements });
  }
  return plans;
}

/** The statement's first line, shortened, for tables. */
export function statementLabel(sql: string, length = 90): string {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}
