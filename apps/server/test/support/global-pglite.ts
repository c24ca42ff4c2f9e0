import './provided-context.ts';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { newPglite } from '../../src/db/pglite-instance.ts';
import { createRunDir } from './run-dir.ts';

/**
 * Migrates one in-memory PGlite per run and dumps its data directory to a file; every
 * `createTestDatabase()` then loads a copy of it instead of creating and migrating a new one.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const pglite = newPglite();
  const database = await openDatabase({ pglite });
  await migrateDatabase(database);
  const dump = await pglite.dumpDataDir('none');
  await database.close();

  const runDir = createRunDir(tmpdir(), 'app-test-pglite-');
  const file = join(runDir.path, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return () => runDir.remove();
}
