import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { searches, type CapturedScenario } from './scenarios.ts';

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
 * The statement as node-postgres runs it: a named prepared statement (planned once per
 * connection) unless it has a text search, whose plan depends on the words, the rule our server's
 * `queryShapedRows` follows. Our server prepares its hot statements; a baseline that planned them on
 * every call would measure a slower query, not our overhead.
 */
function statementOf(text: string, values: unknown[]): pg.QueryConfig {
  if (text.includes('to_tsquery(')) return { text, values };
  return { name: `b_${createHash('sha1').update(text).digest('base64url')}`, text, values };
}

/**
 * The baseline: bare Fastify answering `GET /baseline/<scenario index>/<key>` by replaying the
 * statements captured for that request one after another through node-postgres and returning
 * the rows as JSON. The key is a publication id, swapped into the one captured request's
 * params, or for a search scenario the index of the query in SEARCH_QUERIES, whose own captured
 * statements are replayed (`statementOf`). No authentication, validation, policies or mapping.
 */
export function buildBaselineApp(
  databaseUrl: string,
  scenarios: CapturedScenario[],
): { app: FastifyInstance; pool: pg.Pool } {
  // JIT off as on our server's connections (apps/server/src/db/client.ts).
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
    options: '-c jit=off',
  });
  const app = Fastify({ logger: false });
  app.get<{ Params: { index: string; key: string } }>(
    '/baseline/:index/:key',
    async (request, reply) => {
      const scenario = scenarios[Number(request.params.index)];
      const key = Number(request.params.key);
      const statements = scenario && scenario.requests[searches(scenario) ? key : 0];
      if (scenario === undefined || statements === undefined) {
        return reply.code(404).send({ detail: 'no such scenario or query' });
      }
      const results: unknown[][] = [];
      for (const query of statements) {
        const params = paramsFor(query.params, scenario.sampleId, key);
        const result = await pool.query(statementOf(query.sql, params));
        results.push(result.rows);
      }
      return { results };
    },
  );
  return { app, pool };
}
