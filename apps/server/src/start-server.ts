import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createScheduler, type Scheduler } from './modules/schedule/scheduler.ts';
import { isDatabaseEmpty, seedDemoData } from './seed/seed.ts';
import { createLocalStorage } from './storage/local-storage.ts';

/**
 * Boots the server: configuration, database (migrated, seeded when empty), app, listen.
 * Start-up problems print one line and exit 1; SIGTERM/SIGINT shut down gracefully.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let app: FastifyInstance | undefined;
  try {
    await migrateDatabase(database);
    const storage = createLocalStorage({
      dir: config.uploadDir,
      publicBaseUrl: config.mediaBaseUrl,
    });
    if (config.seedOnStart && (await isDatabaseEmpty(database))) {
      console.log('The database is empty: seeding the demo data…');
      await seedDemoData(database, { storage });
    }
    app = await buildApp({ database, config, storage });
    // Started after the migrations: due items missed while the server was down fire at once.
    const scheduler = config.scheduler
      ? createScheduler({ db: database.db, intervalMs: config.schedulerIntervalMs, log: app.log })
      : undefined;
    stopOnSignals(app, database, scheduler);
    await app.listen({ port: config.port, host: config.host });
    scheduler?.start();
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
  const host = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Ready: http://${host}:${port}/ (${database.kind} database)`);
}

function stopOnSignals(
  app: FastifyInstance,
  database: Database,
  scheduler: Scheduler | undefined,
): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) {
      console.error(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      // The worker finishes its batch before the database closes under it.
      await scheduler?.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(`Shutdown failed: ${messageOf(error)}`);
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

main().catch((error: unknown) => {
  const prefix = error instanceof ConfigError ? 'Configuration error' : 'Cannot start';
  console.error(`${prefix}: ${messageOf(error)}`);
  process.exit(1);
});
