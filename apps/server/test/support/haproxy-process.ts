import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BALANCER_BACKEND,
  balancerErrorFiles,
  renderHaproxyConfig,
  type BalancerSettings,
} from './haproxy-config.ts';

/** The message shown when the fleet cannot run for want of haproxy. */
export const HAPROXY_MISSING_MESSAGE =
  'haproxy not found (no HAPROXY_PATH, /usr/sbin/haproxy, nor haproxy on PATH): the fleet ' +
  'cannot run. Install it with `npm run test:deps` (Debian package `haproxy`).';

/** The haproxy binary: HAPROXY_PATH when set, else Debian's, else the one on PATH. */
export function findHaproxy(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.HAPROXY_PATH) return existsSync(env.HAPROXY_PATH) ? env.HAPROXY_PATH : undefined;
  if (existsSync('/usr/sbin/haproxy')) return '/usr/sbin/haproxy';
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : undefined;
}

/** haproxy's view of a server: 'UP', 'DOWN', 'UP 1/2' (going down), 'DOWN 1/2' (going up)… */
export type BalancerStates = Record<string, string>;

/** A running haproxy in front of the servers. */
export interface Balancer {
  url: string;
  statsUrl: string;
  child: ChildProcess;
  /** Its configuration and its request log (one line per request, `option httplog`). */
  configFile: string;
  logFile: string;
  /** Each server's state by haproxy name (s1, s2, …). */
  states(): Promise<BalancerStates>;
  /** Waits until haproxy holds the server exactly `state`. */
  waitFor(name: string, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Writes the configuration and error pages into `dir`, runs `haproxy -f <cfg> -db` (foreground)
 * with its output in `<dir>/haproxy.log`, and waits until it answers.
 * @throws Error with the log when haproxy refuses the configuration or does not come up.
 */
export async function startBalancer(
  binary: string,
  settings: Omit<BalancerSettings, 'errorDir'>,
  dir: string,
): Promise<Balancer> {
  for (const [name, content] of Object.entries(balancerErrorFiles())) {
    writeFileSync(join(dir, name), content);
  }
  const configFile = join(dir, 'haproxy.cfg');
  writeFileSync(configFile, renderHaproxyConfig({ ...settings, errorDir: dir }));
  const logFile = join(dir, 'haproxy.log');
  const log = createWriteStream(logFile);
  const child = spawn(binary, ['-f', configFile, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const statsUrl = `http://127.0.0.1:${settings.statsPort}/`;
  const states = () => readStates(statsUrl);

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`haproxy exited at start:\n${readFileSync(logFile, 'utf8')}`);
    }
    if (
      await states().then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`haproxy did not answer within 10 s:\n${readFileSync(logFile, 'utf8')}`);
    }
    await sleep(50);
  }

  return {
    url: `http://127.0.0.1:${settings.port}`,
    statsUrl,
    child,
    configFile,
    logFile,
    states,
    async waitFor(name, state, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      let seen: string | undefined;
      while (Date.now() < until) {
        seen = (await states())[name];
        if (seen === state) return;
        await sleep(50);
      }
      throw new Error(`haproxy still holds ${name} ${seen ?? 'unknown'}, not ${state}`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await new Promise((resolve) => log.end(resolve));
    },
  };
}

/** Reads the statistics CSV: the `status` column of each server of the backend. */
async function readStates(statsUrl: string): Promise<BalancerStates> {
  const response = await fetch(`${statsUrl};csv`, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) throw new Error(`haproxy statistics answered ${response.status}`);
  const [header = '', ...rows] = (await response.text()).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) =>
    columns.indexOf(name),
  ) as [number, number, number];
  const states: BalancerStates = {};
  for (const row of rows) {
    const cells = row.split(',');
    const name = cells[server] ?? '';
    if (cells[proxy] !== BALANCER_BACKEND || name === 'BACKEND') continue;
    states[name] = cells[status] ?? '';
  }
  return states;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
