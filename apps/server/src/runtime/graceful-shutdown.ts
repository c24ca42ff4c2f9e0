import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { safeErrorMessage } from '../db/database-errors.ts';
import type { DrainState } from './drain.ts';
import type { QuietClose } from './quiet-close.ts';

export interface ShutdownParts {
  app: FastifyInstance;
  database: Database;
  /** The background workers this process runs (schedule, push): stop() waits for their batch. */
  workers: Array<{ stop(): Promise<void> }>;
  drain: DrainState;
  /** The app's connections, tracked since before it listened. */
  connections: QuietClose;
  /** How long new connections are still accepted after the signal (SHUTDOWN_GRACE_MS). */
  graceMs: number;
}

/** A connection with nothing in progress is closed once it has been silent this long. */
const SETTLE_MS = 200;

/**
 * Drains, then exits, on SIGTERM or SIGINT:
 * 1. at once /readyz answers 503 (the balancer stops routing here), the workers take no new batch
 *    and every answer carries `Connection: close`;
 * 2. for `graceMs` everything is still served, new connections included, while the balancer
 *    notices;
 * 3. then the listener closes (new connections refused) and every request already received is
 *    answered; each connection closes once it has nothing in progress and has been silent a moment
 *    (so a request still in its socket buffer is read and answered, not reset);
 * 4. then the workers' batches in progress finish, the database closes and the process exits 0.
 * A second signal exits at once (1).
 */
export function stopOnSignals(parts: ShutdownParts): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) {
      console.error(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    try {
      await shutDown(parts, signal);
      process.exit(0);
    } catch (error) {
      console.error(`Shutdown failed: ${safeErrorMessage(error)}`);
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}

async function shutDown(parts: ShutdownParts, signal: NodeJS.Signals): Promise<void> {
  const { app, database, workers, drain, connections, graceMs } = parts;
  drain.start();
  const workersStopped = Promise.all(workers.map((worker) => worker.stop()));
  app.log.info({ signal, graceMs }, 'draining: not ready, still serving during the grace period');
  await new Promise((resolve) => setTimeout(resolve, graceMs));
  app.log.info('closing: refusing new connections, answering the requests received');
  await connections.close(SETTLE_MS);
  await app.close();
  // The workers finish their batches before the database closes under them.
  await workersStopped;
  await database.close();
}
