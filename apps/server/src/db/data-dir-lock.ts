import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const LOCK_FILE = 'app.lock';

/** Who holds the directory: a process is named by its pid AND when it started, in which boot. */
interface LockOwner {
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat, field 22). */
  startTime: string;
  /** /proc/sys/kernel/random/boot_id: a pid of an earlier boot names nobody. */
  bootId: string;
}

/**
 * Claims a PGlite data directory for this process: two processes on one directory, say the server
 * and `npm run seed`, would corrupt it. The lock file names its owner by pid, process start time
 * and boot id, so neither an unrelated process that got the same pid (after a container restart)
 * nor a bare pid written by anything else holds the directory: such a lock is taken over. Resolves
 * to the function that releases the lock.
 * @throws Error naming the process that holds the directory.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  const release = async (): Promise<void> => rm(file, { force: true });
  const self = describeProcess(process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, JSON.stringify(self), { flag: 'wx' });
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = parseOwner(await readFile(file, 'utf8').catch(() => ''));
    if (owner && owner.pid !== process.pid && isAlive(owner)) {
      throw new Error(
        `it is in use by process ${owner.pid}; PGlite allows one process per data directory, stop that one first`,
      );
    }
    await release();
  }
  throw new Error(`could not create the lock file ${file}`);
}

function describeProcess(pid: number): LockOwner {
  return { pid, startTime: processStartTime(pid) ?? '', bootId: bootId() };
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { pid, startTime, bootId } = value as Record<string, unknown>;
    if (!Number.isInteger(pid) || typeof startTime !== 'string' || typeof bootId !== 'string') {
      return undefined;
    }
    return { pid: pid as number, startTime, bootId };
  } catch {
    return undefined; // a bare pid or anything else: not a lock of ours
  }
}

/** Whether the very process that wrote the lock still runs. */
function isAlive(owner: LockOwner): boolean {
  if (owner.bootId !== bootId()) return false;
  if (!isRunning(owner.pid)) return false;
  // Without /proc (not Linux) the pid alone has to do.
  const startTime = processStartTime(owner.pid);
  return startTime === undefined || startTime === owner.startTime;
}

function isRunning(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function processStartTime(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields?.[19];
}

function bootId(): string {
  return readProc('/proc/sys/kernel/random/boot_id')?.trim() ?? '';
}

function readProc(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
