import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { registry } from '../observability/metrics.ts';
import type { DrainState } from '../runtime/drain.ts';
import { sendDetail } from './error-handler.ts';

/** /readyz gives the database this long to answer `select 1`. */
export const READY_PING_TIMEOUT_MS = 1000;

export interface HealthRoutesOptions {
  database: Database;
  drain: DrainState;
  /** Bearer token required on /metrics; undefined leaves it open. */
  metricsToken: string | undefined;
}

/**
 * The operator's endpoints, none behind a user token: /healthz (the process answers), /readyz
 * (the database answers within a second and the server is not draining: what a load balancer
 * checks), /metrics (Prometheus text, behind METRICS_TOKEN when set).
 */
export async function healthRoutes(app: FastifyInstance, opts: HealthRoutesOptions): Promise<void> {
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (opts.drain.draining) return notReady(reply, 'The server is shutting down.');
    try {
      await opts.database.ping(READY_PING_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer');
      return notReady(reply, 'The database does not answer.');
    }
    return reply.send({ status: 'ok' });
  });

  app.get('/metrics', async (request, reply) => {
    if (opts.metricsToken && !bearerMatches(request.headers.authorization, opts.metricsToken)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendDetail(reply, 401, 'A valid metrics token is required.', 'not_authenticated');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

function notReady(reply: Parameters<typeof sendDetail>[0], detail: string) {
  reply.header('retry-after', '1');
  return sendDetail(reply, 503, detail, 'service_unavailable');
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
