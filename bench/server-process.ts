import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createLocalStorage } from '../apps/server/src/storage/local-storage.ts';
import { buildBaselineApp } from './baseline-app.ts';
import type { CapturedScenario } from './scenarios.ts';
import { benchConfig, type BenchServerEnv } from './server-config.ts';

/** What the bench sends a server child to start it. */
export interface StartMessage {
  type: 'start';
  kind: 'ours' | 'baseline';
  env: BenchServerEnv;
  scenarios: CapturedScenario[];
}

/** What a server child answers. */
export type ChildMessage = { type: 'listening'; port: number } | { type: 'peak'; rss: number };

const RSS_SAMPLE_MS = 50;

/**
 * A server run in its own process, so the load generator's memory is not counted: our app
 * (exactly as main.ts builds it) or the baseline. It listens on a free port of 127.0.0.1,
 * samples its RSS and answers `peak` (then starts a new peak) and `stop` over IPC.
 */
async function serve(message: StartMessage): Promise<void> {
  let close: () => Promise<void>;
  let app: FastifyInstance;
  if (message.kind === 'ours') {
    const config = benchConfig(message.env);
    // No databaseUrl: PGlite in dataDir, as `npm start` runs (pglite-memory.ts).
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    });
    const storage = createLocalStorage({
      dir: config.uploadDir,
      publicBaseUrl: config.mediaBaseUrl,
    });
    app = await buildApp({ database, config, storage, logger: false });
    close = async () => {
      await app.close();
      await database.close();
    };
  } else {
    const baseline = buildBaselineApp(message.env.databaseUrl, message.scenarios);
    app = baseline.app;
    close = async () => {
      await app.close();
      await baseline.pool.end();
    };
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, RSS_SAMPLE_MS);
  process.on('message', (request: { type: string }) => {
    if (request.type === 'peak') {
      send({ type: 'peak', rss: peak });
      peak = process.memoryUsage().rss;
    } else if (request.type === 'stop') {
      clearInterval(sampler);
      void close().finally(() => process.exit(0));
    }
  });
  const address = app.server.address();
  send({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
}

function send(message: ChildMessage): void {
  process.send?.(message);
}

// The parent going away (Ctrl-C, crash) takes the child with it.
process.on('disconnect', () => process.exit(0));
process.once('message', (message: StartMessage) => {
  serve(message).catch((error: unknown) => {
    console.error(`bench server failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
});
