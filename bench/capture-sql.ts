import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { createLocalStorage } from '../apps/server/src/storage/local-storage.ts';
import {
  bodyFor,
  pathFor,
  searches,
  takesId,
  type CapturedQuery,
  type CapturedScenario,
  type Role,
  type Scenario,
} from './scenarios.ts';
import type { SearchQuery } from './search-queries.ts';
import { benchConfig, type BenchServerEnv } from './server-config.ts';

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/** A Drizzle database whose logger records every statement; `take` hands over and restarts. */
function recordingDatabase(databaseUrl: string): { database: Database; take(): CapturedQuery[] } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  let recording: CapturedQuery[] = [];
  const database: Database = {
    db: drizzle({
      client: pool,
      schema,
      logger: {
        logQuery: (sql, params) => {
          // Transaction control is neither explained nor replayed (the baseline's pool would
          // leave a connection inside a transaction).
          if (!TRANSACTION_CONTROL.test(sql)) recording.push({ sql, params: [...params] });
        },
      },
    }),
    kind: 'postgres',
    close: () => pool.end(),
    ping: async () => {
      await pool.query('select 1');
    },
  };
  const take = (): CapturedQuery[] => {
    const taken = recording;
    recording = [];
    return taken;
  };
  return { database, take };
}

/** Whether an answer lists at least one publication, in `results` or in a search block. */
function listsSomething(body: string): boolean {
  const answer = JSON.parse(body) as {
    results?: unknown[];
    search_blocks?: { results: unknown[] }[];
  };
  const blocks = answer.search_blocks ?? [];
  return (answer.results?.length ?? 0) > 0 || blocks.some((block) => block.results.length > 0);
}

/**
 * One request of the scenario through `app`: whether its answer lists something. Throws unless
 * our server answers 2xx.
 */
async function inject(
  app: FastifyInstance,
  scenario: Scenario,
  token: string,
  id: number,
  query: string,
): Promise<boolean> {
  const body = bodyFor(scenario, id);
  const response = await app.inject({
    method: scenario.request?.method ?? 'GET',
    url: pathFor(scenario, id, query),
    headers: {
      authorization: `Bearer ${token}`,
      ...(scenario.request ? { 'content-type': scenario.request.contentType } : {}),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
  if (response.statusCode < 200 || response.statusCode > 299) {
    const about = query === '' ? scenario.name : `${scenario.name} '${query}'`;
    throw new Error(
      `${about}: our server answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
    );
  }
  return listsSomething(response.body);
}

/**
 * Runs each scenario twice through our real app (in process, `inject`) on a Drizzle database
 * whose logger records every statement with its parameters: exactly the SQL our repos issue.
 * EXPLAIN analyses the first (cold) request's; the baseline replays the second's, which is what
 * our caches leave to the database under load. A search scenario runs twice per query.
 */
export async function captureScenarioSql(
  env: BenchServerEnv,
  scenarios: Scenario[],
  tokens: Record<Role, string>,
  sampleIdOf: (scenario: Scenario) => number,
  queries: readonly SearchQuery[],
): Promise<CapturedScenario[]> {
  const config = benchConfig(env);
  const { database, take } = recordingDatabase(env.databaseUrl);
  const storage = createLocalStorage({ dir: config.uploadDir, publicBaseUrl: config.mediaBaseUrl });
  const app = await buildApp({ database, config, storage, logger: false });
  try {
    const captured: CapturedScenario[] = [];
    for (const scenario of scenarios) {
      const sampleId = sampleIdOf(scenario);
      const token = tokens[scenario.role ?? 'client'];
      const texts = searches(scenario) ? queries.map((query) => query.text) : [''];
      const requests: CapturedQuery[][] = [];
      const coldRequests: CapturedQuery[][] = [];
      let found = 0;
      for (const text of texts) {
        take(); // whatever was logged between two answers belongs to neither
        if (await inject(app, scenario, token, sampleId, text)) found += 1;
        coldRequests.push(take());
        // Asked again, as the load asks it: what our caches leave to the database.
        await inject(app, scenario, token, sampleId, text);
        requests.push(take());
      }
      const sample = takesId(scenario) ? sampleId : null;
      captured.push({ ...scenario, sampleId: sample, requests, coldRequests, found });
    }
    return captured;
  } finally {
    await app.close();
    await database.close();
  }
}
