import type { FastifyInstance } from 'fastify';
import { httpRequestDuration } from '../observability/metrics.ts';

/**
 * Times every answered request into http_request_duration_seconds, labelled by the route's
 * pattern (`/api/v1/publication/retrive/:id/`, never the raw URL: ids would make a series each)
 * and the status class.
 */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
}
