import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { safeErrorMessage } from './db/database-errors.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createPushWorker } from './modules/push/push-worker.ts';
import { createScheduler } from './modules/schedule/scheduler.ts';
import { createDrainState } from './runtime/drain.ts';
import { stopOnSignals } from './runtime/graceful-shutdown.ts';
import { trackConnections } from './runtime/quiet-close.ts';
import { seedDemoDataIfEmpty } from './seed/seed.ts';
import { seedNewDataDirInChild } from './seed/seed-new-data-dir.ts';
import { createStorage } from './storage/create-storage.ts';

/**
 * Boots the server: configuration, database (migrated, seeded when empty and asked), app, listen.
 * Start-up problems print one line and exit 1; SIGTERM/SIGINT drain and shut down gracefully.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const seededInChild = await seedNewDataDirInChild(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    limits: config.databaseLimits,
  });
  let app: FastifyInstance | undefined;
  try {
    await migrateDatabase(database);
    const storage = createStorage(config);
    const seeded =
      seededInChild || (config.seedOnStart && (await seedDemoDataIfEmpty(database, { storage })));
    if (seeded) {
      console.log('The database was empty: the demo data is seeded.');
    }
    const drain = createDrainState();
    app = await buildApp({ database, config, storage, drain });
    // Started after the migrations: due items and messages missed while down go out at once.
    const workers = [
      ...(config.scheduler
        ? [
            createScheduler({
              db: database.db,
              intervalMs: config.schedulerIntervalMs,
              log: app.log,
            }),
          ]
        : []),
      ...(config.pushWorker
        ? [createPushWorker({ db: database.db, vapid: config.push.vapid, log: app.log })]
        : []),
    ];
    const connections = trackConnections(app.server);
    stopOnSignals({
      app,
      database,
      workers,
      drain,
      connections,
      graceMs: config.shutdownGraceMs,
    });
    await app.listen({ port: config.port, host: config.host });
    for (const worker of workers) worker.start();
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

main().catch((error: unknown) => {
  const prefix = error instanceof ConfigError ? 'Configuration error' : 'Cannot start';
  console.error(`${prefix}: ${safeErrorMessage(error)}`);
  process.exit(1);
});
