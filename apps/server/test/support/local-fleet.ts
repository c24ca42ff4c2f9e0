import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePorts } from './free-port.ts';
import { balancerServerName } from './haproxy-config.ts';
import {
  findHaproxy,
  HAPROXY_MISSING_MESSAGE,
  startBalancer,
  type Balancer,
  type BalancerStates,
} from './haproxy-process.ts';
import { startLocalBucket, type LocalBucket } from './local-s3.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';
import { findPostgresBinDir, POSTGRES_MISSING_MESSAGE } from './postgres-binaries.ts';
import { startThrowawayCluster } from './postgres-cluster.ts';
import { createRunDir } from './run-dir.ts';
import { startServer, type ServerProcess, type ServerRun } from './server-process.ts';

export interface LocalFleetOptions {
  /** Servers of ours behind the balancer; default 2. */
  servers?: number;
  /** A database to run on (its schema is migrated at start); default: an empty database in a
   * throw-away PostgreSQL cluster, stopped and deleted with the fleet. */
  databaseUrl?: string;
  /** Seed the demo data (SEED=1) into an empty database: the first server starts alone. */
  seed?: boolean;
  /** Environment of every server over the fleet's (shared JWT secrets are generated). */
  env?: Record<string, string>;
  /** Port of the balancer; default a free one. */
  port?: number;
  /** Receives the servers' output (stdout and stderr) as it comes; default: kept in memory. */
  onOutput?: (server: string, text: string) => void;
}

/** One server of ours in the fleet; `process` is replaced by `restart`. */
export interface FleetServer {
  /** haproxy's name of it: s1, s2, … */
  name: string;
  url: string;
  port: number;
  /** Its DATA_DIR (nothing of the data is there: media are in the bucket). */
  dataDir: string;
  env: Record<string, string>;
  /** The running process; undefined before the first start. */
  readonly process: ServerProcess | undefined;
  readonly child: ChildProcess | undefined;
  /** Started and not exited. */
  readonly running: boolean;
}

/** N servers of ours over one PostgreSQL database and one S3 bucket, behind haproxy. */
export interface LocalFleet {
  /** The balancer: what clients use. */
  url: string;
  /** haproxy's statistics page (`;csv` for the CSV). */
  statsUrl: string;
  databaseUrl: string;
  bucket: Pick<LocalBucket, 'endpoint' | 'bucket' | 'region' | 'directory'>;
  /** Temporary folder of the run: haproxy.cfg and haproxy.log, the bucket, the DATA_DIRs. */
  dir: string;
  balancerLog: string;
  servers: FleetServer[];
  /** Sends `signal` to server `i` and answers how it exited. */
  signal(i: number, signal: NodeJS.Signals): Promise<ServerRun>;
  /** Starts server `i` again on its port (stopping it first, gracefully, if it runs). */
  restart(i: number): Promise<void>;
  balancerStates(): Promise<BalancerStates>;
  /** Waits until haproxy holds server `i` UP (in rotation) or DOWN. */
  waitForBalancer(i: number, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  /** The URLs of the fleet, one per line, for people. */
  describe(): string;
  /** Kills every child, stops the bucket (and the cluster it started) and deletes the files. */
  stop(): Promise<void>;
}

/**
 * Starts a local fleet: PostgreSQL (the given database or a throw-away cluster), s3rver with a
 * bucket, `servers` processes of main.ts on free ports of 127.0.0.1 (MEDIA_STORAGE=s3,
 * TRUST_PROXY=1, scheduler every 500 ms, shared JWT secrets, each its own DATA_DIR) and haproxy
 * in front of them (see haproxy-config.ts). Everything started is undone if a later step fails.
 * @throws Error when haproxy or the PostgreSQL binaries are missing, or a part does not start.
 */
export async function startLocalFleet(options: LocalFleetOptions = {}): Promise<LocalFleet> {
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error(HAPROXY_MISSING_MESSAGE);
  // Before any run dir's own handler, so that children die before the process does.
  installEmergencyStop();
  const undo: (() => Promise<void> | void)[] = [];
  const undoAll = async (): Promise<void> => {
    for (const step of undo.reverse()) await Promise.resolve(step()).catch(() => undefined);
    undo.length = 0;
  };
  try {
    const runDir = createRunDir(tmpdir(), 'app-fleet-');
    undo.push(() => runDir.remove());
    const database = options.databaseUrl ?? (await startDatabase(undo));
    const bucket = await startLocalBucket(folder(runDir.path, 'bucket'));
    undo.push(() => bucket.close());

    const count = options.servers ?? 2;
    const [port = 0, statsPort = 0, ...serverPorts] = await findFreePorts(count + 2);
    const secrets = {
      JWT_ACCESS_SECRET: randomBytes(48).toString('base64url'),
      JWT_REFRESH_SECRET: randomBytes(48).toString('base64url'),
    };
    const servers = serverPorts.map((serverPort, i) =>
      createFleetServer(i, serverPort, folder(runDir.path, `server-${i + 1}`), options.onOutput, {
        ...secrets,
        DATABASE_URL: database,
        ...bucket.env,
        TRUST_PROXY: '1',
        SCHEDULER: '1',
        SCHEDULER_INTERVAL_MS: '500',
        SEED: options.seed && i === 0 ? '1' : '0',
        ...options.env,
      }),
    );
    undo.push(() => Promise.all(servers.map((server) => server.kill())).then(() => undefined));
    // Seeding (when asked) runs in the first server before the others start.
    const [first, ...others] = servers;
    if (options.seed) await first?.start();
    // Settled, not raced: a server still starting when another fails would escape the undo.
    const starts = await Promise.allSettled(
      (options.seed ? others : servers).map((server) => server.start()),
    );
    const failed = starts.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;

    const balancer = await startBalancer(
      haproxy,
      {
        port: options.port ?? port,
        statsPort,
        servers: servers.map((server) => ({ host: '127.0.0.1', port: server.port })),
      },
      folder(runDir.path, 'balancer'),
    );
    track(balancer.child);
    undo.push(() => balancer.stop());
    return fleetOf({ runDir: runDir.path, database, bucket, balancer, servers, undoAll });
  } catch (error) {
    await undoAll();
    throw error;
  }
}

async function startDatabase(undo: (() => Promise<void> | void)[]): Promise<string> {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error(POSTGRES_MISSING_MESSAGE);
  const cluster = await startThrowawayCluster(binDir);
  undo.push(() => cluster.stop());
  await adminQuery(cluster.adminUrl, 'CREATE DATABASE fleet');
  return databaseUrl(cluster.adminUrl, 'fleet');
}

interface FleetParts {
  runDir: string;
  database: string;
  bucket: LocalBucket;
  balancer: Balancer;
  servers: ManagedServer[];
  undoAll(): Promise<void>;
}

function fleetOf(parts: FleetParts): LocalFleet {
  const { balancer, bucket, servers } = parts;
  const server = (i: number): ManagedServer => {
    const found = servers[i];
    if (!found) throw new Error(`The fleet has no server ${i}.`);
    return found;
  };
  return {
    url: balancer.url,
    statsUrl: balancer.statsUrl,
    databaseUrl: parts.database,
    bucket: {
      endpoint: bucket.endpoint,
      bucket: bucket.bucket,
      region: bucket.region,
      directory: bucket.directory,
    },
    dir: parts.runDir,
    balancerLog: balancer.logFile,
    servers,
    signal: (i, signal) => server(i).signal(signal),
    async restart(i) {
      const target = server(i);
      if (target.running) await target.signal('SIGTERM');
      await target.start();
    },
    balancerStates: () => balancer.states(),
    waitForBalancer: (i, state, timeoutMs) => balancer.waitFor(server(i).name, state, timeoutMs),
    describe: () =>
      [
        `Balancer (haproxy):  ${balancer.url}/`,
        ...servers.map((s) => `Server ${s.name}:           ${s.url}`),
        `haproxy statistics:  ${balancer.statsUrl}`,
        `S3 endpoint:         ${bucket.endpoint} (bucket ${bucket.bucket}, path style, S3RVER/S3RVER)`,
        `Database:            ${parts.database}`,
        `Files and logs:      ${parts.runDir}`,
      ].join('\n'),
    stop: parts.undoAll,
  };
}

interface ManagedServer extends FleetServer {
  start(): Promise<void>;
  signal(signal: NodeJS.Signals): Promise<ServerRun>;
  kill(): Promise<void>;
}

function createFleetServer(
  index: number,
  port: number,
  dataDir: string,
  onOutput: LocalFleetOptions['onOutput'],
  fleetEnv: Record<string, string>,
): ManagedServer {
  let current: ServerProcess | undefined;
  const env = { ...fleetEnv, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port) };
  const running = () =>
    current !== undefined && current.child.exitCode === null && current.child.signalCode === null;
  return {
    name: balancerServerName(index),
    url: `http://127.0.0.1:${port}/`,
    port,
    dataDir,
    env,
    get process() {
      return current;
    },
    get child() {
      return current?.child;
    },
    get running() {
      return running();
    },
    async start() {
      if (running()) throw new Error(`Server ${balancerServerName(index)} is running already.`);
      current = await startServer(env, 60_000);
      track(current.child);
      if (onOutput) {
        const name = balancerServerName(index);
        const { stdout, stderr } = current.output();
        onOutput(name, stdout + stderr);
        for (const stream of [current.child.stdout, current.child.stderr]) {
          stream?.on('data', (chunk: Buffer) => onOutput(name, chunk.toString()));
        }
      }
    },
    async signal(signal) {
      if (!current) throw new Error(`Server ${balancerServerName(index)} was never started.`);
      if (running()) current.child.kill(signal);
      return current.exited;
    },
    async kill() {
      // The fleet's data is thrown away: no need to wait for a drain.
      if (current && running()) current.child.kill('SIGKILL');
      await current?.exited;
    },
  };
}

function folder(parent: string, name: string): string {
  const path = join(parent, name);
  mkdirSync(path, { recursive: true });
  return path;
}

// Children of every fleet of this process, killed if it exits or is interrupted before stop().
const children = new Set<ChildProcess>();
let emergencyStopInstalled = false;

function track(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

function installEmergencyStop(): void {
  if (emergencyStopInstalled) return;
  emergencyStopInstalled = true;
  const killAll = (): void => {
    for (const child of children) child.kill('SIGKILL');
    children.clear();
  };
  process.on('exit', killAll);
  // The run dirs' own handlers (registered later) then remove the files and re-raise the
  // signal; when there are none, re-raise it here so the process still ends.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killAll();
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}
