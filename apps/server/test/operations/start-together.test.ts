import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { sql } from 'drizzle-orm';
import { adminQuery, databaseUrl } from '../support/postgres-admin.ts';
import { killServer, startServer, type ServerProcess } from '../support/server-process.ts';
import { TEST_SECRETS } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/**
 * Servers started together on one empty PostgreSQL database with SEED=1, each with its own data
 * directory as on separate machines: they migrate and seed under one advisory lock, so all of
 * them come up and the demo data is there once.
 */

const SERVERS = 3;

describe.runIf(testDatabaseKind() === 'postgres')('servers started together', () => {
  const servers: ServerProcess[] = [];
  const dirs: string[] = [];
  const name = `together_${process.pid}_${randomBytes(4).toString('hex')}`;

  afterAll(async () => {
    await Promise.all(servers.map((server) => killServer(server)));
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    await adminQuery(inject('postgresAdminUrl'), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('all come up on one empty database, which is seeded once', { timeout: 180_000 }, async () => {
    const adminUrl = inject('postgresAdminUrl');
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = databaseUrl(adminUrl, name);
    for (let i = 0; i < SERVERS; i += 1) {
      dirs.push(await mkdtemp(path.join(tmpdir(), `together-${i}-`)));
    }
    const started = await Promise.allSettled(
      dirs.map((dir) =>
        startServer(
          { ...TEST_SECRETS, DATABASE_URL: url, DATA_DIR: dir, SEED: '1', SCHEDULER: '0' },
          150_000,
        ),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    expect(started.filter((result) => result.status === 'rejected')).toEqual([]);

    for (const server of servers) {
      expect((await fetch(new URL('/readyz', server.url))).status).toBe(200);
    }
    const database = await openDatabase({ databaseUrl: url });
    try {
      const rows = await queryRows<{ role: string; users: number }>(
        database.db,
        sql`select demo_role as role, count(*)::int as users from users
          where demo_role is not null group by demo_role`,
      );
      expect(rows.length).toBeGreaterThan(5);
      expect(rows.filter((row) => row.users !== 1)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
