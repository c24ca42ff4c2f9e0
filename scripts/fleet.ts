/**
 * `npm run fleet`: the system as production runs it, on this machine: N servers of ours over one
 * PostgreSQL and one S3-compatible bucket (s3rver), behind haproxy, with the demo data. Prints
 * the URLs, then takes commands on stdin (`help`) until Ctrl+C or SIGTERM, which stop everything
 * and delete its files.
 *
 *   npm run fleet -- [--servers 2] [--port 8080] [--database-url postgres://…] [--no-seed]
 *                    [--env NAME=value …]   (server settings, e.g. --env SHUTDOWN_GRACE_MS=3000)
 *
 * Without --database-url a throw-away PostgreSQL cluster is started. It builds nothing: run
 * `npm run build` first for the SPA (the API works without it).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { startLocalFleet, type LocalFleet } from '../apps/server/test/support/local-fleet.ts';

const HELP = `Commands (n = 1…N):
  status      haproxy's view of each server
  term <n>    SIGTERM server n (it drains, then exits)
  kill <n>    SIGKILL server n
  start <n>   start server n again on its port
  urls        print the URLs again
  quit        stop everything (as Ctrl+C does)`;

const { values } = parseArgs({
  options: {
    servers: { type: 'string', default: '2' },
    port: { type: 'string' },
    'database-url': { type: 'string' },
    'no-seed': { type: 'boolean', default: false },
    env: { type: 'string', multiple: true, default: [] },
  },
});
const servers = Number(values.servers);
if (!Number.isInteger(servers) || servers < 1 || servers > 16) {
  console.error('--servers must be an integer from 1 to 16.');
  process.exit(2);
}
const port = values.port === undefined ? undefined : Number(values.port);
if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
  console.error('--port must be a TCP port from 1 to 65535.');
  process.exit(2);
}
const env: Record<string, string> = {};
for (const pair of values.env) {
  const match = /^([A-Z][A-Z0-9_]*)=(.*)$/s.exec(pair);
  if (!match?.[1]) {
    console.error(`--env takes NAME=value, got "${pair}".`);
    process.exit(2);
  }
  env[match[1]] = match[2] ?? '';
}
if (!existsSync(resolve(import.meta.dirname, '../apps/web/dist/index.html'))) {
  console.warn(
    'The web app is not built (apps/web/dist): the API is served, the SPA is not. ' +
      'Run `npm run build` first for the SPA.',
  );
}

console.log(`Starting PostgreSQL, the bucket, ${servers} servers and haproxy…`);
const fleet = await startLocalFleet({
  servers,
  port,
  databaseUrl: values['database-url'],
  seed: !values['no-seed'],
  env,
  onOutput: (server, text) => process.stdout.write(prefixLines(`[${server}] `, text)),
});
// On Ctrl+C and SIGTERM the fleet's own handlers, which run first, kill the children, stop the
// cluster and delete the files (see local-fleet.ts); this one then ends the process.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: the fleet is stopped and its files deleted.`);
    process.exit(code);
  });
}
console.log(`\n${fleet.describe()}\n\nSign in through the balancer with a demo role.\n${HELP}`);

const input = createInterface({ input: process.stdin });
input.on('line', (line) => {
  void runCommand(fleet, line.trim()).catch((error: unknown) =>
    console.error(error instanceof Error ? error.message : String(error)),
  );
});

async function runCommand(fleet: LocalFleet, line: string): Promise<void> {
  const [command = '', argument] = line.split(/\s+/);
  const index = Number(argument) - 1;
  const server = fleet.servers[index];
  if (['term', 'kill', 'start'].includes(command) && !server) {
    throw new Error(`No server ${argument ?? ''}: 1 to ${fleet.servers.length}.`);
  }
  if (command === 'status') {
    const states = await fleet.balancerStates();
    for (const s of fleet.servers) console.log(`${s.name} ${s.url}  ${states[s.name] ?? '?'}`);
  } else if (command === 'term' || command === 'kill') {
    const run = await fleet.signal(index, command === 'term' ? 'SIGTERM' : 'SIGKILL');
    console.log(`${server?.name} exited (${run.code ?? run.signal}).`);
  } else if (command === 'start') {
    await fleet.restart(index);
    console.log(`${server?.name} is ready; haproxy takes it back after two good checks.`);
  } else if (command === 'urls') {
    console.log(fleet.describe());
  } else if (command === 'quit') {
    await fleet.stop();
    process.exit(0);
  } else if (command) {
    console.log(HELP);
  }
}

function prefixLines(prefix: string, text: string): string {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => `${prefix}${line}\n`)
    .join('');
}
