import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import {
  createServer,
  type ClientRequestArgs,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { createRequire } from 'node:module';
import { createConnection } from 'node:net';

/** The part of http_ece's API used here (the package ships no types). */
interface HttpEce {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
}

/** The keys a browser hands the application server in its push subscription. */
export interface BrowserPushKeys {
  /** The subscription's P-256 public key, uncompressed, base64url. */
  p256dh: string;
  /** The 16-byte authentication secret, base64url. */
  auth: string;
}

/**
 * What a browser does when it subscribes: fresh keys, and the private half kept to read the
 * `aes128gcm` messages (RFC 8291) that a sender encrypted for them.
 */
export function createBrowserPushKeys(): { keys: BrowserPushKeys; decrypt(body: Buffer): string } {
  const ece = createRequire(import.meta.url)('http_ece') as HttpEce;
  const ecdh = createECDH('prime256v1');
  const p256dh = ecdh.generateKeys('base64url');
  const auth = randomBytes(16).toString('base64url');
  return {
    keys: { p256dh, auth },
    // The sender's public key travels in the body's header (its keyid), so no `dh` is needed.
    decrypt: (body) =>
      ece
        .decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth })
        .toString('utf8'),
  };
}

/** One POST to a push endpoint, as received, whatever it was answered. */
export interface PushDelivery {
  token: string;
  /** Header names in lower case. */
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A scripted reply: a status alone, or with a `Retry-After` value (seconds or an HTTP date). */
export type PushAnswer = number | { status: number; retryAfter?: string };

/** A push service (RFC 8030) on 127.0.0.1 that records deliveries and answers as scripted. */
export interface PushService {
  origin: string;
  endpointFor(token: string): string;
  /**
   * For web-push's `agent` option: web-push always speaks TLS and only takes an `https.Agent`,
   * so this one is an `https.Agent` that opens plain TCP connections to this service.
   */
  agent: HttpsAgent;
  deliveries: PushDelivery[];
  /** The next POSTs to `token` get these answers in turn; after them, and otherwise, 201. */
  answerWith(token: string, ...answers: PushAnswer[]): void;
  /** Resolves with all deliveries once at least `count` arrived; rejects after `timeoutMs`. */
  waitForDeliveries(count: number, timeoutMs?: number): Promise<PushDelivery[]>;
  close(): Promise<void>;
}

const PUSH_PATH = /^\/push\/([^/]+)$/;

/** An `https.Agent` without the TLS, so web-push can reach a plain-HTTP test service. */
class PlainTcpAgent extends HttpsAgent {
  override createConnection(options: ClientRequestArgs) {
    return createConnection({ host: options.host ?? '127.0.0.1', port: Number(options.port) });
  }
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * Starts a push service on a free port of 127.0.0.1, so API tests can receive, inspect and
 * decrypt real Web Push deliveries and script the service's refusals (410 Gone, 429 …).
 */
export async function startPushService(): Promise<PushService> {
  const deliveries: PushDelivery[] = [];
  const scripts = new Map<string, PushAnswer[]>();
  const onDelivery = new Set<() => void>();
  const agent = new PlainTcpAgent();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const match = PUSH_PATH.exec(new URL(request.url ?? '/', 'http://push').pathname);
    if (request.method !== 'POST' || !match?.[1]) {
      response.writeHead(404).end();
      return;
    }
    const token = decodeURIComponent(match[1]);
    deliveries.push({ token, headers: request.headers, body });
    const answer = scripts.get(token)?.shift() ?? 201;
    const { status, retryAfter } = typeof answer === 'number' ? { status: answer } : answer;
    if (retryAfter !== undefined) response.setHeader('Retry-After', retryAfter);
    response.writeHead(status).end();
    for (const notify of onDelivery) notify();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    origin,
    endpointFor: (token) => `${origin}/push/${encodeURIComponent(token)}`,
    agent,
    deliveries,
    answerWith(token, ...answers) {
      scripts.set(token, [...(scripts.get(token) ?? []), ...answers]);
    },
    waitForDeliveries(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (deliveries.length < count) return;
          clearTimeout(timer);
          onDelivery.delete(check);
          resolve([...deliveries]);
        };
        const timer = setTimeout(() => {
          onDelivery.delete(check);
          const tokens = deliveries.map((delivery) => delivery.token).join(', ') || 'none';
          reject(
            new Error(
              `Expected ${count} push deliveries within ${timeoutMs} ms, got ${deliveries.length} (tokens: ${tokens})`,
            ),
          );
        }, timeoutMs);
        onDelivery.add(check);
        check();
      });
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
