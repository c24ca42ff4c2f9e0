import type { FastifyInstance } from 'fastify';

/** Whether this process is shutting down: /readyz answers 503 and connections are not kept. */
export interface DrainState {
  readonly draining: boolean;
  /** Starts draining; idempotent. */
  start(): void;
}

/** A drain state that starts not draining. */
export function createDrainState(): DrainState {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
}

/**
 * Once draining, every answer carries `Connection: close`: a client (or the load balancer) sends
 * its next request on a new connection, which the balancer routes to another server, and every
 * socket of this one closes right after its answer instead of idling until it is cut.
 */
export function registerDrainingConnections(app: FastifyInstance, drain: DrainState): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (drain.draining) reply.header('connection', 'close');
    return payload;
  });
}
