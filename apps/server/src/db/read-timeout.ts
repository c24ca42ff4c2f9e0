import type pg from 'pg';
import type { Socket } from 'node:net';

const READ_TIMEOUT_MESSAGE = 'Query read timeout';

/** The part of node-postgres' client this module reaches into (not in its public types). */
interface ClientInternals {
  connection?: { stream?: Socket };
}

/**
 * node-postgres' `query_timeout` rejects a query whose answer does not come, but keeps the
 * connection: the next query on it (a transaction's ROLLBACK, the next request's query) queues
 * behind the lost one and waits a whole timeout again. On the first read timeout the connection
 * is destroyed instead, so everything queued on it fails at once and the pool drops it.
 * Installed for every new pooled client (`pool.on('connect', destroyOnReadTimeout)`); the pool's
 * own `pool.query` (callback style) already drops a client whose query failed.
 */
export function destroyOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const wrapped = (...args: unknown[]): unknown => {
    const result = query(...args);
    if (result instanceof Promise) {
      // A separate branch: the caller still gets the rejection from `result` itself.
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === READ_TIMEOUT_MESSAGE) {
          (client as unknown as ClientInternals).connection?.stream?.destroy();
        }
      });
    }
    return result;
  };
  client.query = wrapped as typeof client.query;
}
