import './provided-context.ts';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';
import { POSTGRES_MISSING_MESSAGE, findPostgresBinDir } from './postgres-binaries.ts';
import { startThrowawayCluster } from './postgres-cluster.ts';

const TEMPLATE_DATABASE = 'app_template';

/**
 * Starts a throw-away PostgreSQL cluster for the run and migrates a template database in it;
 * every `createTestDatabase()` copies that template. The teardown stops the cluster and deletes it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error(POSTGRES_MISSING_MESSAGE);
  const cluster = await startThrowawayCluster(binDir);
  try {
    await adminQuery(cluster.adminUrl, `CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const database = await openDatabase({
      databaseUrl: databaseUrl(cluster.adminUrl, TEMPLATE_DATABASE),
    });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    // Copying a database needs it to have no sessions: forbid them from now on.
    await adminQuery(
      cluster.adminUrl,
      `ALTER DATABASE ${TEMPLATE_DATABASE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`,
    );
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('postgresAdminUrl', cluster.adminUrl);
  project.provide('postgresTemplateDatabase', TEMPLATE_DATABASE);
  return () => cluster.stop();
}
