import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AppConfig } from '../config.ts';

const SEED_CHILD = fileURLToPath(new URL('./seed-child.ts', import.meta.url));

/** Creating, migrating and seeding a new directory takes seconds; far longer means it hangs. */
const SEED_TIMEOUT_MS = 300_000;

/**
 * Seeds a new embedded-database directory in a child process before the server opens it, and
 * says whether it did. Drawing the demo pictures leaves about 90 MB in the memory allocator of
 * the process that drew them (sharp's threads), for good: a server that seeded its own directory
 * went on at about 300 MB idle, one that opened a seeded directory at about 207 (README, "The
 * embedded database's memory"). A server on PostgreSQL, or on a directory that holds a database,
 * seeds (when empty) in its own process as before.
 */
export async function seedNewDataDirInChild(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'seedOnStart'>,
): Promise<boolean> {
  if (config.databaseUrl || !config.seedOnStart || config.dataDir.startsWith('memory://')) {
    return false;
  }
  if (existsSync(path.join(config.dataDir, 'PG_VERSION'))) return false;
  try {
    await promisify(execFile)(
      process.execPath,
      ['--liftoff-only', '--optimize-for-size', SEED_CHILD],
      { timeout: SEED_TIMEOUT_MS, env: { ...process.env, DATA_DIR: config.dataDir } },
    );
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Cannot seed the new data directory ${config.dataDir}: ${stderr || error}`, {
      cause: error,
    });
  }
  return true;
}
