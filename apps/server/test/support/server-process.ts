import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The server's entry point, run as a child process exactly as `npm run serve` does. */
export const SERVER_MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** A finished run of main.ts. */
export interface ServerRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** A running main.ts child on this Node (24). */
export interface ServerProcess {
  child: ChildProcess;
  /** Base URL from its "Ready: …" line. */
  url: string;
  /** Resolves when the process has exited (whatever the cause). */
  exited: Promise<ServerRun>;
  /** Output so far. */
  output(): { stdout: string; stderr: string };
}

/**
 * Spawns main.ts with only PATH, LOG_LEVEL=warn and `env` in its environment, streams its output
 * and answers `exited` when it ends. `onStdout` sees the whole stdout after each chunk.
 */
export function spawnServer(
  env: Record<string, string>,
  onStdout?: (stdout: string, child: ChildProcess) => void,
): {
  child: ChildProcess;
  exited: Promise<ServerRun>;
  output(): { stdout: string; stderr: string };
} {
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    onStdout?.(stdout, child);
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<ServerRun>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/**
 * Starts main.ts on a free port of 127.0.0.1 and waits for its "Ready" line.
 * @throws Error with the process output when it exits first or is not ready within `timeoutMs`.
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<ServerProcess> {
  let onReady: (url: string) => void = () => undefined;
  const ready = new Promise<string>((resolve) => (onReady = resolve));
  const started = spawnServer({ PORT: '0', HOST: '127.0.0.1', ...env }, (stdout) => {
    const url = /Ready: (http:\/\/\S+)/.exec(stdout)?.[1];
    if (url) onReady(url);
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not ready within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const url = await Promise.race([
      ready,
      timeout,
      started.exited.then((run) => {
        throw new Error(`exited with ${run.code ?? run.signal} before it was ready`);
      }),
    ]);
    return { ...started, url };
  } catch (error) {
    started.child.kill('SIGKILL');
    const { stdout, stderr } = started.output();
    throw new Error(`The server did not start: ${(error as Error).message}\n${stdout}\n${stderr}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}

/** Sends SIGKILL and waits for the process to be gone. */
export async function killServer(server: { child: ChildProcess; exited: Promise<ServerRun> }) {
  server.child.kill('SIGKILL');
  return server.exited;
}
