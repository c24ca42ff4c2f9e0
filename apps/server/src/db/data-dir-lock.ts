import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const LOCK_FILE = 'app.lock';

/**
 * Claims a PGlite data directory for this process (a lock file holding the pid): two processes
 * on one directory, say the server and `npm run seed`, would corrupt it. A lock left by a process
 * that is gone is taken over. Resolves to the function that releases the lock.
 * @throws Error naming the process that holds the directory.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  const release = async (): Promise<void> => rm(file, { force: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    if (owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `it is in use by process ${owner}; PGlite allows one process per data directory, stop that one first`,
      );
    }
    await release();
  }
  throw new Error(`could not create the lock file ${file}`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
