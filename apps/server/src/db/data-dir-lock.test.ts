import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

let dir: string;
const lockFile = (): string => path.join(dir, 'app.lock');
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'app-lock-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('writes our pid and removes the lock on release', async () => {
    const release = await lockDataDir(dir);
    expect(await readFile(lockFile(), 'utf8')).toBe(String(process.pid));
    await release();
    await expect(readFile(lockFile(), 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('refuses while another live process holds it', async () => {
    await writeFile(lockFile(), String(process.ppid));
    await expect(lockDataDir(dir)).rejects.toThrow(`in use by process ${process.ppid}`);
    await rm(lockFile());
  });

  it('takes over the lock of a process that is gone', async () => {
    await writeFile(lockFile(), '2147483646');
    const release = await lockDataDir(dir);
    expect(await readFile(lockFile(), 'utf8')).toBe(String(process.pid));
    await release();
  });
});
