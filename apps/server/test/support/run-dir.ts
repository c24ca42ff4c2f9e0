import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OWNER_FILE = 'owner.pid';

/** A scratch folder of this test run, marked with the process that owns it. */
export interface RunDir {
  path: string;
  /** Deletes the folder; also done when the process exits or is interrupted. */
  remove(): void;
}

/**
 * Creates `<parent>/<prefix>XXXXXX` for this run. Folders of the same prefix left by runs that
 * died (killed before their teardown) are handed to `cleanStale`, then deleted. Before the
 * process ends, however it ends, `beforeRemove` runs and the folder is deleted.
 */
export function createRunDir(
  parent: string,
  prefix: string,
  hooks: { cleanStale?: (path: string) => void; beforeRemove?: (path: string) => void } = {},
): RunDir {
  for (const stale of staleRunDirs(parent, prefix)) {
    hooks.cleanStale?.(stale);
    rmSync(stale, { recursive: true, force: true });
  }
  const path = mkdtempSync(join(parent, prefix));
  writeFileSync(join(path, OWNER_FILE), String(process.pid));

  const removeNow = (): void => {
    hooks.beforeRemove?.(path);
    rmSync(path, { recursive: true, force: true });
  };
  const onExit = (): void => removeNow();
  // An interrupted run skips its teardown: clean up, then die of the signal as before.
  const onSignal = (signal: NodeJS.Signals): void => {
    detach();
    removeNow();
    process.kill(process.pid, signal);
  };
  const detach = (): void => {
    process.removeListener('exit', onExit);
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  };
  process.once('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  return {
    path,
    remove() {
      detach();
      rmSync(path, { recursive: true, force: true });
    },
  };
}

function staleRunDirs(parent: string, prefix: string): string[] {
  if (!existsSync(parent)) return [];
  return readdirSync(parent)
    .filter((name) => name.startsWith(prefix))
    .map((name) => join(parent, name))
    .filter((path) => {
      const ownerFile = join(path, OWNER_FILE);
      if (!existsSync(ownerFile)) return false;
      return !isAlive(Number(readFileSync(ownerFile, 'utf8')));
    });
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
