/** What the balancer's configuration is made from. */
export interface BalancerSettings {
  /** Port of the balancer on 127.0.0.1. */
  port: number;
  /** Port of haproxy's statistics page (CSV at `/;csv`) on 127.0.0.1. */
  statsPort: number;
  /** The servers of ours, in order; haproxy names them s1, s2, … */
  servers: { host: string; port: number }[];
  /** Folder of the error pages (written by `balancerErrorFiles`). */
  errorDir: string;
}

/** The haproxy name of the `index`-th server (0-based). */
export function balancerServerName(index: number): string {
  return `s${index + 1}`;
}

/** The backend the servers are in, as the statistics name it. */
export const BALANCER_BACKEND = 'servers';

const ERROR_PAGES = [
  {
    status: 502,
    reason: 'Bad Gateway',
    detail: 'The server did not answer, try again later.',
    code: 'bad_gateway',
  },
  {
    status: 503,
    reason: 'Service Unavailable',
    // The same words as the server's own 503 (plugins/error-handler.ts).
    detail: 'Service temporarily unavailable, try again later.',
    code: 'service_unavailable',
  },
  {
    status: 504,
    reason: 'Gateway Timeout',
    detail: 'The server did not answer in time, try again later.',
    code: 'gateway_timeout',
  },
] as const;

/**
 * The balancer's own error answers as raw HTTP responses (file name → content): JSON
 * `{detail, code}` like every 5xx of the server, so the SPA reads them the same way, and
 * `Retry-After: 1` on 503 (no server up) so clients come back when one is.
 */
export function balancerErrorFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const page of ERROR_PAGES) {
    const body = JSON.stringify({ detail: page.detail, code: page.code });
    const headers = [
      `HTTP/1.1 ${page.status} ${page.reason}`,
      'content-type: application/json; charset=utf-8',
      'cache-control: no-store',
      ...(page.status === 503 ? ['retry-after: 1'] : []),
      `content-length: ${Buffer.byteLength(body)}`,
    ];
    files[`${page.status}.http`] = `${headers.join('\r\n')}\r\n\r\n${body}`;
  }
  return files;
}

/**
 * haproxy.cfg of the local fleet: one HTTP frontend balancing round-robin over our servers,
 * which are in rotation only while GET /readyz answers 200 (checked every 500 ms: one failure
 * takes a server out, two successes put it back; a refused connection takes it out at once).
 *
 * Retries. A request is retried, on another server, when the connection fails (nothing was
 * sent: always safe), when the server closes the connection without a byte of answer
 * (empty-response) or does not answer within `timeout server` (response-timeout). The last two
 * are what a server killed (SIGKILL, OOM, crash) with requests in flight looks like, and what a
 * kept-alive server connection closed just as haproxy reused it looks like. Without them each
 * such request reaches the client as haproxy's 502 or, on a kept-alive client connection, as
 * that connection closed without an answer (the fleet test sees it with `conn-failure` alone).
 * The cost: a POST that the dying server had already committed is applied again by the retry,
 * e.g. one comment stored twice while the client sees one 201. Likes, views and favourites set
 * a state and are safe to repeat; a duplicate comment needs a crash at that exact moment. We
 * take that trade-off: every acknowledged write is stored and no client sees a 502 or a reset
 * during a switch. An idempotency key on comment/create/ would remove the duplicate.
 * Retries need the whole request in haproxy's buffer (tune.bufsize, 16 kB): hence
 * `option http-buffer-request`; larger bodies (big uploads) are streamed and never retried.
 *
 * Timeouts: `timeout server` (15 s) is above the server's DB_QUERY_TIMEOUT_MS (10 s), so a slow
 * database surfaces as the server's own 503, not as a retry or a 504.
 */
export function renderHaproxyConfig(settings: BalancerSettings): string {
  const servers = settings.servers.map(
    (server, i) => `  server ${balancerServerName(i)} ${server.host}:${server.port} check`,
  );
  const errorFiles = ERROR_PAGES.map(
    (page) => `  errorfile ${page.status} ${settings.errorDir}/${page.status}.http`,
  );
  return [
    'global',
    '  maxconn 2048',
    '  log stdout format raw local0 info',
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  option httplog',
    '  option dontlognull',
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 15s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 5s',
    '  timeout check 1s',
    ...errorFiles,
    '',
    'frontend web',
    `  bind 127.0.0.1:${settings.port}`,
    // The servers trust X-Forwarded-* (TRUST_PROXY=1): only what haproxy says reaches them, so a
    // client cannot pick the address the rate limits count, nor the scheme.
    '  http-request del-header x-forwarded-for',
    '  http-request set-header x-forwarded-proto %[ssl_fc,iif(https,http)]',
    '  option forwardfor',
    `  default_backend ${BALANCER_BACKEND}`,
    '',
    `backend ${BALANCER_BACKEND}`,
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  option http-buffer-request',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout',
    '  default-server inter 500 fastinter 250 downinter 500 fall 1 rise 2 ' +
      'observe layer4 error-limit 1 on-error mark-down',
    ...servers,
    '',
    'frontend stats',
    `  bind 127.0.0.1:${settings.statsPort}`,
    '  stats enable',
    '  stats uri /',
    '  http-request set-log-level silent',
    '',
  ].join('\n');
}
