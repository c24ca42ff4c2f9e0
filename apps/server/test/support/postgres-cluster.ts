import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from './free-port.ts';
import { createRunDir } from './run-dir.ts';

/** A PostgreSQL server started for one test run; `stop()` shuts it down and deletes its files. */
export interface ThrowawayCluster {
  /** Superuser URL of the `postgres` database, over TCP on 127.0.0.1. */
  adminUrl: string;
  port: number;
  stop(): Promise<void>;
  /** Stops the server (fast shutdown: sessions end with admin_shutdown), keeping its data. */
  halt(): Promise<void>;
  /** Starts the halted server again on the same port. */
  resume(): Promise<void>;
  /** Freezes every process of the server (SIGSTOP), as a hung machine would; `thaw` undoes it. */
  freeze(): void;
  thaw(): void;
}

interface RunAs {
  /** Prefix that runs a binary as the cluster owner: initdb refuses to run as root. */
  prefix: string[];
  uid: number | undefined;
  gid: number | undefined;
}

/**
 * Starts a throw-away cluster from the binaries in `binDir` in a fresh temporary folder, on a free
 * port of 127.0.0.1 and a unix socket inside that folder. Durability is off: the data dies with
 * the run anyway. `settings` are server settings over the defaults (e.g. shared_buffers).
 */
export async function startThrowawayCluster(
  binDir: string,
  settings: Record<string, string> = {},
): Promise<ThrowawayCluster> {
  const runAs = resolveRunAs();
  const pgCtl = join(binDir, 'pg_ctl');
  // Stops a server left running, without waiting: its data is thrown away next.
  const stopImmediately = (dir: string): void => {
    if (!existsSync(join(dir, 'data', 'postmaster.pid'))) return;
    const [program, args] = commandLine(runAs, pgCtl, [
      'stop',
      '-D',
      join(dir, 'data'),
      '-m',
      'immediate',
    ]);
    spawnSync(program, args, { stdio: 'ignore' });
  };
  // As root the files must be reachable by the `postgres` user, which $TMPDIR may not be.
  const runDir = createRunDir(runAs.uid === undefined ? tmpdir() : '/tmp', 'app-test-pg-', {
    cleanStale: stopImmediately,
    beforeRemove: stopImmediately,
  });
  const dir = runDir.path;
  if (runAs.uid !== undefined && runAs.gid !== undefined) chownSync(dir, runAs.uid, runAs.gid);
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');

  try {
    await run(runAs, join(binDir, 'initdb'), [
      '--pgdata',
      dataDir,
      '--username=postgres',
      '--auth=trust',
      '--encoding=UTF8',
      `--locale=${pickLocale()}`,
      '--no-sync',
    ]);
  } catch (error) {
    runDir.remove();
    throw error;
  }

  const port = await findFreePort();
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  const start = (): Promise<void> =>
    run(runAs, pgCtl, [
      'start',
      '--pgdata',
      dataDir,
      '--log',
      logFile,
      '--wait',
      '--timeout=60',
      '-o',
      serverOptions,
    ]);
  // The postmaster and every backend and helper it started.
  const signalAll = (signal: 'SIGSTOP' | 'SIGCONT'): void => {
    const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' });
    const pids = [postmaster, ...children.stdout.split('\n').filter(Boolean).map(Number)];
    for (const pid of pids) process.kill(pid, signal);
  };
  try {
    await start();
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
    stopImmediately(dir);
    runDir.remove();
    throw new Error(`${(error as Error).message}\nserver log:\n${log}`, { cause: error });
  }

  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      try {
        if (existsSync(join(dataDir, 'postmaster.pid'))) {
          await run(runAs, pgCtl, ['stop', '--pgdata', dataDir, '--mode', 'fast', '--wait']);
        }
      } finally {
        runDir.remove();
      }
    },
    halt: () => run(runAs, pgCtl, ['stop', '--pgdata', dataDir, '--mode', 'fast', '--wait']),
    resume: start,
    freeze: () => signalAll('SIGSTOP'),
    thaw: () => signalAll('SIGCONT'),
  };
}

function resolveRunAs(): RunAs {
  if (process.getuid?.() !== 0) return { prefix: [], uid: undefined, gid: undefined };
  let id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (id.status !== 0) {
    const created = spawnSync('useradd', ['--system', '--no-create-home', 'postgres'], {
      encoding: 'utf8',
    });
    if (created.status !== 0) {
      throw new Error(`Could not create the 'postgres' system user: ${created.stderr.trim()}`);
    }
    id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  }
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  return {
    prefix: ['runuser', '-u', 'postgres', '--'],
    uid: Number(id.stdout.trim()),
    gid: Number(gid.stdout.trim()),
  };
}

/** C.UTF-8 folds case of Cyrillic like a production server; plain C would not. */
function pickLocale(): string {
  const locales = spawnSync('locale', ['-a'], { encoding: 'utf8' });
  const available = locales.status === 0 ? locales.stdout.toLowerCase().split('\n') : [];
  return available.includes('c.utf8') || available.includes('c.utf-8') ? 'C.UTF-8' : 'C';
}

function commandLine(runAs: RunAs, command: string, args: string[]): [string, string[]] {
  const [program = command, ...prefixArgs] = runAs.prefix;
  return runAs.prefix.length > 0 ? [program, [...prefixArgs, command, ...args]] : [command, args];
}

function run(runAs: RunAs, command: string, args: string[]): Promise<void> {
  const [program, programArgs] = commandLine(runAs, command, args);
  return new Promise((resolve, reject) => {
    const child = spawn(program, programArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${output.trim()}`));
    });
  });
}
