/**
 * Playwright's web server: the real server (`node apps/server/src/main.ts`, run from the
 * repository root) on a fresh DATA_DIR, so it creates, migrates and seeds its database at start.
 * The data directory is removed before the start and after the server exits.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name the data directory of the browser-test server.');
const removeDataDir = (): void => rmSync(dataDir, { recursive: true, force: true });

removeDataDir();
const server = spawn(process.execPath, ['apps/server/src/main.ts'], { stdio: 'inherit' });
// Playwright signals the whole process group: the server gets the signal itself and shuts down
// gracefully; this process only waits for it to finish.
process.on('SIGTERM', () => undefined);
process.on('SIGINT', () => undefined);
server.once('exit', (code, signal) => {
  removeDataDir();
  process.exit(code ?? (signal ? 1 : 0));
});
