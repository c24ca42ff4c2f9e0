import rateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';

/** Makes per-route limits available; only the routes that ask for one are limited. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

/**
 * Route config limiting an endpoint to `perMinute` requests per client address. The count is
 * per server process: behind a load balancer each instance allows its own share.
 */
export function perMinuteLimit(perMinute: number): FastifyContextConfig {
  return { rateLimit: { max: perMinute, timeWindow: 60_000 } };
}
