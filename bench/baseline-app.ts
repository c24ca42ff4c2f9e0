import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import type { CapturedScenario } from './scenarios.ts';

/** Same pool size as our server's (apps/server/src/db/client.ts). */
const POOL_SIZE = 10;

/** The captured parameters with the sample publication id swapped for `id`. */
function paramsFor(params: unknown[], sampleId: number | null, id: number): unknown[] {
  if (sampleId === null) return params;
  return params.map((value) =>
    value === sampleId ? id : value === String(sampleId) ? String(id) : value,
  );
}

/**
 * The baseline: bare Fastify answering `GET /baseline/<scenario index>/<publication id>` by
 * replaying that scenario's captured statements one after another through node-postgres and
 * returning the rows as JSON. No authentication, validation, policies or mapping.
 */
export function buildBaselineApp(
  databaseUrl: string,
  scenarios: CapturedScenario[],
): { app: FastifyInstance; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  const app = Fastify({ logger: false });
  app.get<{ Params: { index: string; id: string } }>(
    '/baseline/:index/:id',
    async (request, reply) => {
      const scenario = scenarios[Number(request.params.index)];
      if (scenario === undefined) return reply.code(404).send({ detail: 'no such scenario' });
      const id = Number(request.params.id);
      const results: unknown[][] = [];
      for (const query of scenario.queries) {
        const result = await pool.query(query.sql, paramsFor(query.params, scenario.sampleId, id));
        results.push(result.rows);
      }
      return { results };
    },
  );
  return { app, pool };
}
