import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where Debian installs the server binaries, one folder per major version. */
export const POSTGRES_ROOT = '/usr/lib/postgresql';

/**
 * The folder holding `initdb` and `pg_ctl` for the api-postgres leg: POSTGRES_BIN_DIR when set
 * (other systems), else the highest version under /usr/lib/postgresql; undefined when none has them.
 */
export function findPostgresBinDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = env.POSTGRES_BIN_DIR ? [env.POSTGRES_BIN_DIR] : debianBinDirs();
  return candidates.find(
    (bin) => existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl')),
  );
}

function debianBinDirs(): string[] {
  if (!existsSync(POSTGRES_ROOT)) return [];
  return readdirSync(POSTGRES_ROOT)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(POSTGRES_ROOT, version, 'bin'));
}

/** The message shown when the PostgreSQL leg cannot run. */
export const POSTGRES_MISSING_MESSAGE =
  `PostgreSQL server binaries not found (no ${POSTGRES_ROOT}/*/bin/initdb, nor POSTGRES_BIN_DIR): ` +
  'the api-postgres tests cannot run. Install them with `npm run test:deps` ' +
  '(Debian package `postgresql`).';
