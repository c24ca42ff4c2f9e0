import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { spawnServer, type ServerRun } from '../support/server-process.ts';
import { TEST_SECRETS } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/**
 * A database that cannot be used at start-up: main.ts prints one line saying why and exits 1,
 * well before any test timeout (main-process.test.ts covers a closed PostgreSQL port).
 */

const BOUND_MS = 15_000;

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'fault-db-'));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function runWithin(env: Record<string, string>): Promise<ServerRun & { ms: number }> {
  const started = Date.now();
  const server = spawnServer({ ...TEST_SECRETS, SEED: '0', PORT: '0', HOST: '127.0.0.1', ...env });
  const timer = setTimeout(() => server.child.kill('SIGKILL'), BOUND_MS * 2);
  try {
    const run = await server.exited;
    return { ...run, ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

function expectOneLineFailure(run: ServerRun & { ms: number }, line: RegExp): void {
  expect(run.code, run.stderr).toBe(1);
  expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(line)]);
  expect(run.stdout).not.toContain('Ready');
  expect(run.ms).toBeLessThan(BOUND_MS);
}

describe('start-up with a database that cannot be used', () => {
  it.runIf(testDatabaseKind() === 'postgres')(
    'PostgreSQL that accepts the connection and never answers: gives up, no hang',
    async () => {
      const sockets: Socket[] = [];
      const silent: Server = createServer((socket) => sockets.push(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const address = silent.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      try {
        const run = await runWithin({
          DATA_DIR: path.join(scratch, 'silent'),
          DATABASE_URL: `postgres://app:hunter2@127.0.0.1:${port}/app`,
        });
        expectOneLineFailure(
          run,
          new RegExp(
            `^Cannot start: Cannot connect to PostgreSQL at 127\\.0\\.0\\.1:${port}/app: `,
          ),
        );
        expect(run.stderr).not.toContain('hunter2');
      } finally {
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => silent.close(resolve));
      }
    },
  );

  it.runIf(testDatabaseKind() === 'postgres')(
    'PostgreSQL refusing the credentials (unknown role, unknown database)',
    async () => {
      const admin = new URL(inject('postgresAdminUrl'));
      const badRole = new URL(admin);
      badRole.username = 'no_such_role';
      badRole.password = 'hunter2';
      const badDatabase = new URL(admin);
      badDatabase.pathname = '/no_such_database';
      const [role, database] = await Promise.all([
        runWithin({ DATA_DIR: path.join(scratch, 'role'), DATABASE_URL: badRole.toString() }),
        runWithin({ DATA_DIR: path.join(scratch, 'db'), DATABASE_URL: badDatabase.toString() }),
      ]);
      expectOneLineFailure(role, /^Cannot start: Cannot connect to PostgreSQL at .*no_such_role/);
      expect(role.stderr).not.toContain('hunter2');
      expectOneLineFailure(
        database,
        /^Cannot start: Cannot connect to PostgreSQL at .*no_such_database/,
      );
    },
  );

  it.runIf(testDatabaseKind() === 'pglite')(
    'PGlite data directory that cannot be created or written',
    async () => {
      // Root ignores permission bits, so "not writable" is made with a file where a folder must be.
      const file = path.join(scratch, 'a-file');
      await writeFile(file, 'not a folder');
      const run = await runWithin({ DATA_DIR: path.join(file, 'data') });
      expectOneLineFailure(
        run,
        /^Cannot start: Cannot open the embedded database \(PGlite\) in .*a-file\/data: /,
      );
    },
  );
});
