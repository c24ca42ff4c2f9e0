import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { createLocalStorage } from '../apps/server/src/storage/local-storage.ts';
import {
  bodyFor,
  pathFor,
  takesId,
  type CapturedQuery,
  type CapturedScenario,
  type Scenario,
} from './scenarios.ts';
import { benchConfig, type BenchServerEnv } from './server-config.ts';

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/**
 * Runs each scenario once through our real app (in process, `inject`) on a Drizzle database
 * whose logger records every statement with its parameters: exactly the SQL our repos issue,
 * which the baseline then replays and EXPLAIN analyses.
 */
export async function captureScenarioSql(
  env: BenchServerEnv,
  scenarios: Scenario[],
  token: string,
  sampleIdOf: (scenario: Scenario) => number,
): Promise<CapturedScenario[]> {
  const config = benchConfig(env);
  const pool = new pg.Pool({ connectionString: env.databaseUrl, max: 4 });
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
  const storage = createLocalStorage({ dir: config.uploadDir, publicBaseUrl: config.mediaBaseUrl });
  const app = await buildApp({ database, config, storage, logger: false });
  try {
    const captured: CapturedScenario[] = [];
    for (const scenario of scenarios) {
      recording = [];
      const sampleId = sampleIdOf(scenario);
      const body = bodyFor(scenario, sampleId);
      const response = await app.inject({
        method: scenario.request?.method ?? 'GET',
        url: pathFor(scenario, sampleId),
        headers: {
          authorization: `Bearer ${token}`,
          ...(scenario.request ? { 'content-type': scenario.request.contentType } : {}),
        },
        ...(body === undefined ? {} : { payload: body }),
      });
      if (response.statusCode < 200 || response.statusCode > 299) {
        throw new Error(
          `${scenario.name}: our server answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
        );
      }
      captured.push({
        ...scenario,
        sampleId: takesId(scenario) ? sampleId : null,
        queries: recording,
      });
    }
    return captured;
  } finally {
    await app.close();
    await database.close();
  }
}
