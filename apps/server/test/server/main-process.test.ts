import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TEST_SECRETS } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs main.ts on this Node (24) with the given environment; `onStdout` may signal it. */
function runMain(
  env: Record<string, string>,
  onStdout?: (text: string, child: ReturnType<typeof spawn>) => void,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      onStdout?.(stdout, child);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('main.ts', () => {
  it('exits 1 with one clear line when the database cannot be reached', async () => {
    const started = Date.now();
    const run = await runMain({
      ...TEST_SECRETS,
      DATA_DIR: path.join(tmpdir(), 'main-unreachable'),
      DATABASE_URL: 'postgres://app:hunter2@127.0.0.1:1/app',
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Cannot start: Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/app: /),
    ]);
    expect(run.stderr).not.toContain('hunter2');
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('exits 1 before opening anything when the demo provider is on under production', async () => {
    const run = await runMain({
      ...TEST_SECRETS,
      NODE_ENV: 'production',
      DATA_DIR: '/nonexistent',
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(/^Configuration error: .*ALLOW_DEMO_PROVIDER=1/);
  });

  it.runIf(testDatabaseKind() === 'pglite')(
    'serves, then shuts down cleanly on SIGTERM (exit 0)',
    { timeout: 60_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'main-sigterm-'));
      let served: Response | undefined;
      try {
        const run = await runMain(
          {
            ...TEST_SECRETS,
            DATA_DIR: dataDir,
            PORT: '0',
            HOST: '127.0.0.1',
            SEED: '0',
            SHUTDOWN_GRACE_MS: '0',
          },
          (stdout, child) => {
            const url = /Ready: (http:\/\/\S+)/.exec(stdout)?.[1];
            if (!url || served) return;
            void fetch(new URL('/config.js', url)).then((response) => {
              served = response;
              child.kill('SIGTERM');
            });
          },
        );
        expect(run.stderr).toBe('');
        expect(served?.status).toBe(200);
        expect(run.code).toBe(0);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
