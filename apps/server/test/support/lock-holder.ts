import { spawn } from 'node:child_process';

const LOCK_MODULE = new URL('../../src/db/data-dir-lock.ts', import.meta.url).href;

/** Another process (this Node) that holds the data directory's lock until killed. */
export async function holdLockInChild(dataDir: string): Promise<{ pid: number; kill(): void }> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
       await lockDataDir(${JSON.stringify(dataDir)}); console.log('locked');
       setInterval(() => undefined, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the lock holder exited (${code})`)));
  });
  return { pid: child.pid ?? 0, kill: () => child.kill('SIGKILL') };
}
