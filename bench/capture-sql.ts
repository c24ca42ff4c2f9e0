import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { createLocalStorage } from '../apps/server/src/storage/local-storage.ts';
import {
  pathFor,
  takesId,
  type CapturedQuery,
  type CapturedScenario,
  type Scenario,
} from './scenarios.ts';
import { benchConfig, type BenchServerEnv } from './server-config.ts';

/**
 * Runs each scenario once through our real app (in process, `inject`) on a Drizzle database
 * whose logger records every statement with its parameters: exactly the SQL our repos issue,
 * which the baseline then replays and EXPLAIN analyses.
 */
export async function captureScenarioSql(
  env: BenchServerEnv,
  scenarios: Scenario[],
  token: string,
  sampleId: number,
): Promise<CapturedScenario[]> {
  const config = benchConfig(env);
  const pool = new pg.Pool({ connectionString: env.databaseUrl, max: 4 });
  let recording: CapturedQuery[] = [];
  const database: Database = {
    db: drizzle({
      client: pool,
      schema,
      logger: { logQuery: (sql, params) => recording.push({ sql, params: [...params] }) },
    }),
    kind: 'postgres',
    close: () => pool.end(),
  };
  const storage = createLocalStorage({ dir: config.uploadDir, publicBaseUrl: config.mediaBaseUrl });
  const app = await buildApp({ database, config, storage, logger: false });
  try {
    const captured: CapturedScenario[] = [];
    for (const scenario of scenarios) {
      recording = [];
      const response = await app.inject({
        method: 'GET',
        url: pathFor(scenario, sampleId),
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) {
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
