import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const INITDB_SCRIPT = fileURLToPath(new URL('./pglite-initdb.ts', import.meta.url));

/** initdb of PGlite takes ~10 s on two busy cores; far longer means it hangs. */
const INITDB_TIMEOUT_MS = 180_000;

/**
 * Creates the PostgreSQL cluster of a new PGlite data directory in a child process (see
 * pglite-initdb.ts); a directory holding one already is left as it is. The child runs
 * PostgreSQL's WebAssembly on V8's baseline compiler only, like `npm run serve`: optimising its
 * hot functions costs hundreds of MB for a moment; and with V8 told to keep its heap small, which
 * takes 20–40 MB off the child's peak for a start that lasts seconds (README, "The embedded
 * database's memory").
 */
export async function initPgliteDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  await promisify(execFile)(
    process.execPath,
    ['--liftoff-only', '--optimize-for-size', INITDB_SCRIPT, dataDir],
    {
      timeout: INITDB_TIMEOUT_MS,
    },
  );
}
