import './provided-context.ts';
import { newPglite } from '../../src/db/pglite-instance.ts';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import type { Database } from '../../src/db/client.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

/** The database the API tests run on, chosen per Vitest project through the TEST_DB variable. */
export type TestDatabaseKind = 'pglite' | 'postgres';

/** Reads TEST_DB; the api-pglite and api-postgres projects set it. */
export function testDatabaseKind(): TestDatabaseKind {
  const kind = process.env.TEST_DB;
  if (kind === 'pglite' || kind === 'postgres') return kind;
  throw new Error(
    `TEST_DB must be 'pglite' or 'postgres' (got ${JSON.stringify(kind)}): ` +
      'run API tests through the api-pglite / api-postgres Vitest projects.',
  );
}

/**
 * A migrated, empty database private to the caller, on the engine the project names. It is a
 * copy of the run's migrated template, so it costs well under a second; `close()` releases it
 * (and drops it on PostgreSQL).
 */
export async function createTestDatabase(): Promise<Database> {
  return testDatabaseKind() === 'postgres' ? createPostgresDatabase() : createPgliteDatabase();
}

let pgliteTemplate: Promise<Buffer> | undefined;

async function createPgliteDatabase(): Promise<Database> {
  pgliteTemplate ??= readFile(inject('pgliteTemplateFile'));
  // close() of the returned database closes this instance too.
  return openDatabase({ pglite: newPglite({ loadDataDir: new Blob([await pgliteTemplate]) }) });
}

let created = 0;

async function createPostgresDatabase(): Promise<Database> {
  const adminUrl = inject('postgresAdminUrl');
  created += 1;
  const name = `t_${process.pid}_${created}_${randomBytes(4).toString('hex')}`;
  await adminQuery(
    adminUrl,
    `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplateDatabase')}`,
  );
  // No FORCE: pool.end() resolves while its sessions are still closing, and DROP DATABASE waits
  // for them; forcing would kill them mid-goodbye and make the pool report lost connections.
  const drop = (): Promise<void> => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    ...database,
    async close() {
      try {
        await database.close();
      } finally {
        await drop();
      }
    },
  };
}
