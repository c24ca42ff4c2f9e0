import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CapturedScenario } from './scenarios.ts';
import type { ChildMessage, StartMessage } from './server-process.ts';
import type { BenchServerEnv } from './server-config.ts';
import { SERVE_NODE_FLAGS } from './serve-flags.ts';

const ENTRY = fileURLToPath(new URL('./server-entry.ts', import.meta.url));

/** A server running in a child process. */
export interface ServerChild {
  port: number;
  /** The highest RSS (bytes) since the previous call. */
  peakRss(): Promise<number>;
  stop(): Promise<void>;
}

function nextMessage<T extends ChildMessage['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<ChildMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ChildMessage): void => {
      if (message.type !== type) return;
      cleanup();
      resolve(message as Extract<ChildMessage, { type: T }>);
    };
    const onExit = (code: number | null): void => {
      cleanup();
      reject(new Error(`bench server exited (code ${code}) before answering '${type}'`));
    };
    const cleanup = (): void => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Starts our server or the baseline in a child process (same Node) and waits until it listens. */
export async function startServerChild(
  kind: StartMessage['kind'],
  env: BenchServerEnv,
  scenarios: CapturedScenario[],
): Promise<ServerChild> {
  const child = fork(ENTRY, [], {
    execPath: process.execPath,
    execArgv: kind === 'ours' ? SERVE_NODE_FLAGS : [],
    stdio: 'inherit',
  });
  const listening = nextMessage(child, 'listening');
  const start: StartMessage = { type: 'start', kind, env, scenarios };
  child.send(start);
  const { port } = await listening;
  return {
    port,
    async peakRss() {
      const answer = nextMessage(child, 'peak');
      child.send({ type: 'peak' });
      return (await answer).rss;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send({ type: 'stop' });
      await exited;
    },
  };
}
