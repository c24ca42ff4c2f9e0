import { api, type DemoRole } from '@app/contract';
import { sql } from 'drizzle-orm';
import { request as httpRequest, Agent, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { multipartBody } from '../comments/comment-test-kit.ts';
import { prepareProcessFixture, signIn, type ProcessFixture } from '../support/process-fixture.ts';
import { killServer, startServer, type ServerProcess } from '../support/server-process.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/**
 * SIGTERM in the middle of 64 keep-alive clients reading and writing, on the project's database
 * engine: /readyz turns 503 at once, every request in flight is answered with `Connection: close`
 * (none is reset), new connections are still served during the grace period and refused after
 * it, every acknowledged comment is stored, and the process exits 0. Each client stops at its
 * first `Connection: close`, as a client behind a load balancer moves to another server then.
 */

const ROLES: DemoRole[] = ['client', 'paid', 'english'];
const CLIENTS = 64;
const GRACE_MS = 3000;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTP request on the given agent: the answer, or the socket error it ended with. */
function send(
  agent: Agent | false,
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: Buffer },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method, headers: init.headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * Opens a new connection every 100 ms until one is refused: when each was served (200 with
 * `Connection: close`) and when the first was refused. A connection still in the kernel's accept
 * queue as the listener closes is reset rather than refused: for a new connection, the same.
 */
async function probeUntilRefused(
  probe: () => Promise<Answer>,
): Promise<{ served: number[]; refusedAt: number }> {
  const served: number[] = [];
  for (;;) {
    const at = Date.now();
    try {
      const answer = await probe();
      expect([answer.status, answer.headers.connection]).toEqual([200, 'close']);
      served.push(at);
    } catch (error) {
      expect(['ECONNREFUSED', 'ECONNRESET']).toContain((error as NodeJS.ErrnoException).code);
      return { served, refusedAt: at };
    }
    await sleep(100);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe(`SIGTERM under load (${testDatabaseKind()})`, () => {
  let fixture: ProcessFixture;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    fixture = await prepareProcessFixture(ROLES);
  });

  afterAll(async () => {
    if (server) await killServer(server);
    await fixture?.cleanup();
  });

  it(
    'answers every request it received, resets none and loses no write',
    { timeout: 90_000 },
    async () => {
      server = await startServer({
        ...fixture.env,
        COMMENT_RATE_LIMIT: '1000000',
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
      });
      const base = server.url;
      const tokens = await Promise.all(ROLES.map((role) => signIn(base, role)));
      const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
      const statuses = new Map<number, number>();
      const errors: string[] = [];
      const stored: { id: number; text: string }[] = [];
      let signalledAt = 0;
      let answeredAfterSignal = 0;
      let sequence = 0;

      const client = async (i: number): Promise<void> => {
        const authorization = `Bearer ${tokens[i % tokens.length]}`;
        for (;;) {
          const write = i % 4 === 0;
          const text = `drain ${i}-${(sequence += 1)}`;
          const form = multipartBody({ publication: fixture.publicationId, text });
          const sentAt = Date.now();
          try {
            const answer = write
              ? await send(agent, new URL(api.commentCreate, base), {
                  method: 'POST',
                  headers: { authorization, 'content-type': form.contentType },
                  body: form.body,
                })
              : await send(agent, new URL(api.feedList, base), {
                  method: 'GET',
                  headers: { authorization },
                });
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            if (write && answer.status === 201) {
              stored.push({ id: (JSON.parse(answer.body) as { pk: number }).pk, text });
            }
            if (signalledAt) answeredAfterSignal += 1;
            // Every client ends here: the load below resolves only when each got this answer.
            if (answer.headers.connection === 'close') return;
          } catch (error) {
            const code = (error as NodeJS.ErrnoException).code ?? String(error);
            errors.push(`${code} (sent ${sentAt - signalledAt} ms after the signal)`);
            return;
          }
        }
      };
      const fresh = async (): Promise<Answer> =>
        send(false, new URL('/healthz', base), { method: 'GET', headers: {} });

      const load = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
      await sleep(1500);
      signalledAt = Date.now();
      server.child.kill('SIGTERM');
      // New connections during the grace period: not ready, yet answered.
      await sleep(100);
      // New connections, one every 100 ms from now (not after the readiness answer, which a
      // loaded machine may give late): served during the grace period, then refused.
      const [ready, probes] = await Promise.all([
        send(false, new URL('/readyz', base), { method: 'GET', headers: {} }),
        probeUntilRefused(fresh),
      ]);
      await load;
      agent.destroy();
      const exited = await server.exited;
      server = undefined;

      console.log(
        `SIGTERM drain: statuses ${JSON.stringify(Object.fromEntries(statuses))}, ` +
          `${answeredAfterSignal} requests answered after the signal, ${stored.length} comments stored`,
      );
      expect(ready.status).toBe(503);
      const servedInGrace = probes.served.filter((at) => at < signalledAt + GRACE_MS);
      expect(servedInGrace.length).toBeGreaterThan(0);
      expect(probes.refusedAt - signalledAt).toBeGreaterThanOrEqual(GRACE_MS);
      expect(JSON.parse(ready.body)).toMatchObject({ code: 'service_unavailable' });
      expect(errors).toEqual([]);
      expect([...statuses.keys()].sort()).toEqual([200, 201]);
      expect(answeredAfterSignal).toBeGreaterThan(0);
      expect(exited.code, exited.stderr).toBe(0);

      const database = await fixture.open();
      try {
        const rows = await queryRows<{ id: number; text: string }>(
          database.db,
          sql`select id, text from comments where publication_id = ${fixture.publicationId}`,
        );
        const byId = new Map(rows.map((row) => [row.id, row.text]));
        for (const write of stored) expect(byId.get(write.id)).toBe(write.text);
      } finally {
        await database.close();
      }
    },
  );
});
