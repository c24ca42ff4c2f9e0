import { demoAuth, mainSite, type DemoRole } from '@app/contract';
import { newPglite } from '../../src/db/pglite-instance.ts';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import {
  buildComment,
  buildPublication,
  buildTaxonomy,
} from '../publications/publication-factories.ts';
import { buildFlow, buildUser } from './factories.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';
import { TEST_SECRETS } from './test-app.ts';
import { testDatabaseKind } from './test-database.ts';

/** Data of one server process under test, with the users of ROLES and a commented post. */
export interface ProcessFixture {
  /** Environment that points main.ts at the data. */
  env: Record<string, string>;
  open(): Promise<Database>;
  publicationId: number;
  parentIds: number[];
  cleanup(): Promise<void>;
}

/**
 * A data directory (PGlite) or a database (PostgreSQL, per TEST_DB) copied from the run's migrated
 * template, holding a flow, one user per demo role of `roles`, a publication and a comment by each
 * user, and the environment that points main.ts at it (no seed, no scheduler).
 */
export async function prepareProcessFixture(roles: readonly DemoRole[]): Promise<ProcessFixture> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'process-fixture-'));
  const base = { ...TEST_SECRETS, DATA_DIR: dataDir, SEED: '0', SCHEDULER: '0' };
  let env: Record<string, string>;
  let open: () => Promise<Database>;
  let dropDatabase = async (): Promise<void> => undefined;
  if (testDatabaseKind() === 'postgres') {
    const adminUrl = inject('postgresAdminUrl');
    const name = `process_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(
      adminUrl,
      `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplateDatabase')}`,
    );
    const url = databaseUrl(adminUrl, name);
    env = { ...base, DATABASE_URL: url };
    open = () => openDatabase({ databaseUrl: url });
    dropDatabase = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    env = base;
    open = () => openDatabase({ dataDir });
  }
  // A copy of the run's migrated template: migrating a new PGlite directory takes ~20 s here.
  const database =
    testDatabaseKind() === 'postgres'
      ? await open()
      : await openDatabase({
          pglite: newPglite({
            dataDir,
            loadDataDir: new Blob([await readFile(inject('pgliteTemplateFile'))]),
          }),
        });
  try {
    const { db } = database;
    const taxonomy = await buildTaxonomy(db);
    const flow = await buildFlow(db);
    const users = [];
    for (const role of roles) users.push(await buildUser(db, { flow, demoRole: role }));
    const { publication } = await buildPublication(db, taxonomy, { flows: [flow] });
    const parentIds = [];
    for (const user of users) parentIds.push(await buildComment(db, publication.id, user.id));
    return {
      env,
      open,
      publicationId: publication.id,
      parentIds,
      async cleanup() {
        await dropDatabase();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    await database.close();
  }
}

/** Signs in as the stand-in's demo user: refresh token from /demo-auth/, access from refresh. */
export async function signIn(baseUrl: string, role: DemoRole): Promise<string> {
  const post = async (url: string, body: object) => {
    const response = await fetch(new URL(url, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as Record<string, string>;
  };
  const { refresh } = await post(demoAuth.token, { role });
  return (await post(mainSite.tokenRefresh, { refresh: refresh ?? '' })).access ?? '';
}
