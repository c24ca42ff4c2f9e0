/**
 * `npm run seed`: seeds the demo data into an empty database (migrating it first);
 * `npm run seed -- --reset` wipes every table and seeds again. Reads the same configuration as
 * the server (DATA_DIR, DATABASE_URL, MEDIA_STORAGE with UPLOAD_DIR or S3_*, MEDIA_BASE_URL).
 * Stop the server first when it runs on the embedded database: a PGlite data directory must have
 * a single user.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createStorage } from '../storage/create-storage.ts';
import { isDatabaseEmpty, resetDemoData, seedDemoData } from './seed.ts';

async function main(): Promise<void> {
  const reset = process.argv.slice(2).includes('--reset');
  const config = loadConfig();
  const storage = createStorage(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  try {
    await migrateDatabase(database);
    const started = Date.now();
    if (reset) {
      await resetDemoData(database, { storage });
    } else if (await isDatabaseEmpty(database)) {
      await seedDemoData(database, { storage });
    } else {
      console.log(`${where} already holds data: nothing seeded (use --reset to wipe and reseed).`);
      return;
    }
    console.log(`Demo data seeded into ${where} in ${Date.now() - started} ms.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
