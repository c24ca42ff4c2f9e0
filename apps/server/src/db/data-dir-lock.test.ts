import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { holdLockInChild } from '../../test/support/lock-holder.ts';
import { lockDataDir } from './data-dir-lock.ts';

let dir: string;
let unrelated: ChildProcess | undefined;
const lockFile = (): string => path.join(dir, 'app.lock');
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'app-lock-test-'));
});
afterEach(async () => {
  unrelated?.kill();
  unrelated = undefined;
  await rm(lockFile(), { force: true });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A live process that has nothing to do with the lock. */
function startUnrelated(): number {
  unrelated = spawn('sleep', ['30'], { stdio: 'ignore' });
  return unrelated.pid ?? 0;
}

describe('lockDataDir', () => {
  it('names this process by pid, start time and boot, and removes the lock on release', async () => {
    const release = await lockDataDir(dir);
    const owner = JSON.parse(await readFile(lockFile(), 'utf8')) as Record<string, unknown>;
    expect(owner).toEqual({
      pid: process.pid,
      startTime: expect.stringMatching(/^\d+$/),
      bootId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await release();
    await expect(readFile(lockFile(), 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('refuses while another live process holds it', async () => {
    const holder = await holdLockInChild(dir);
    try {
      await expect(lockDataDir(dir)).rejects.toThrow(`in use by process ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it('takes over the lock of a process that is gone', async () => {
    const holder = await holdLockInChild(dir);
    holder.kill();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const release = await lockDataDir(dir);
    expect(await readFile(lockFile(), 'utf8')).toContain(`"pid":${process.pid}`);
    await release();
  });

  it('takes over a bare pid of a live unrelated process (anything but a lock of ours)', async () => {
    await writeFile(lockFile(), String(startUnrelated()));
    const release = await lockDataDir(dir);
    await release();
  });

  it('takes over a lock whose pid now belongs to another process (a recycled pid)', async () => {
    const release = await lockDataDir(dir);
    const ours = JSON.parse(await readFile(lockFile(), 'utf8')) as Record<string, unknown>;
    await release();
    await writeFile(lockFile(), JSON.stringify({ ...ours, pid: startUnrelated(), startTime: '1' }));
    await (
      await lockDataDir(dir)
    )();
  });

  it('takes over a lock written in an earlier boot', async () => {
    const holder = await holdLockInChild(dir);
    try {
      const held = JSON.parse(await readFile(lockFile(), 'utf8')) as Record<string, unknown>;
      await writeFile(lockFile(), JSON.stringify({ ...held, bootId: 'an-earlier-boot' }));
      await (
        await lockDataDir(dir)
      )();
    } finally {
      holder.kill();
    }
  });
});
