import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { holdLockInChild } from '../../test/support/lock-holder.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'app-client-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('openDatabase failures', () => {
  it('names an unreachable PostgreSQL server quickly, never its password', async () => {
    const started = Date.now();
    const error = await openDatabase({
      databaseUrl: 'postgres://app:s3cret-pass@127.0.0.1:1/appdb',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain('Cannot connect to PostgreSQL at 127.0.0.1:1/appdb');
    expect(message).not.toContain('s3cret-pass');
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it('explains a PGlite directory that cannot be created', async () => {
    const file = path.join(dir, 'plain-file');
    await writeFile(file, '');
    await expect(openDatabase({ dataDir: path.join(file, 'data') })).rejects.toThrow(
      /Cannot open the embedded database \(PGlite\) in .*plain-file.*ENOTDIR/,
    );
  });

  it('refuses a PGlite directory another running process holds', async () => {
    const dataDir = path.join(dir, 'held');
    await mkdir(dataDir);
    const holder = await holdLockInChild(dataDir);
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(`in use by process ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });
});

describe('a new PGlite directory', () => {
  it('is created by a child process, then opened and reopened here', async () => {
    const dataDir = path.join(dir, 'fresh');
    const first = await openDatabase({ dataDir });
    try {
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      await first.ping(5_000);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    await again.ping(5_000);
    await again.close();
  }, 120_000);
});
