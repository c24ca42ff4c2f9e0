import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { isDatabaseEmpty } from './seed.ts';
import { seedNewDataDirInChild } from './seed-new-data-dir.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'seed-new-data-dir-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// Its own directories, whichever database the project tests: it runs in both.
describe('seedNewDataDirInChild', () => {
  it('leaves PostgreSQL, SEED=0, in-memory and existing directories to the server', async () => {
    const existing = path.join(dir, 'existing');
    await mkdir(existing);
    await writeFile(path.join(existing, 'PG_VERSION'), '17\n');
    const untouched = path.join(dir, 'untouched');
    const cases = [
      { databaseUrl: 'postgres://app@127.0.0.1:1/appdb', dataDir: untouched, seedOnStart: true },
      { databaseUrl: '', dataDir: untouched, seedOnStart: false },
      { databaseUrl: '', dataDir: 'memory://seed-test', seedOnStart: true },
      { databaseUrl: '', dataDir: existing, seedOnStart: true },
    ];
    for (const config of cases) expect(await seedNewDataDirInChild(config)).toBe(false);
    expect(await readdir(dir)).toEqual(['existing']);
    expect(await readdir(existing)).toEqual(['PG_VERSION']);
  });

  it('creates, migrates and seeds a new directory in a child process', async () => {
    const dataDir = path.join(dir, 'new');
    expect(await seedNewDataDirInChild({ databaseUrl: '', dataDir, seedOnStart: true })).toBe(true);
    const database = await openDatabase({ dataDir });
    try {
      expect(await isDatabaseEmpty(database)).toBe(false);
    } finally {
      await database.close();
    }
  }, 180_000);

  it("says why a directory could not be seeded, with the child's own message", async () => {
    const file = path.join(dir, 'plain-file');
    await writeFile(file, '');
    const dataDir = path.join(file, 'data');
    await expect(
      seedNewDataDirInChild({ databaseUrl: '', dataDir, seedOnStart: true }),
    ).rejects.toThrow(/Cannot seed the new data directory .*plain-file.*: Seeding failed: ENOTDIR/);
  }, 60_000);
});
