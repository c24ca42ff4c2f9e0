/** Messages of node-postgres and its pool when no connection can be had or kept. */
const CONNECTION_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** Socket errors of a server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot take the request now: query_canceled (statement_timeout),
 * admin_shutdown, crash_shutdown, cannot_connect_now, idle_in_transaction_session_timeout.
 * Whole classes: 08 connection exceptions, 53 insufficient resources (too many connections, disk
 * full, out of memory).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '25P03']);
const UNAVAILABLE_SQLSTATE_CLASSES = ['08', '53'];

/**
 * Whether the error (or one of its causes, as Drizzle wraps driver errors) means the database
 * cannot take the request now: down, unreachable, restarting, frozen past the query timeout, or
 * out of connections. Such requests are answered 503 so clients retry instead of seeing a fault.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (CONNECTION_MESSAGES.includes(current.message)) return true;
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && isUnavailableCode(code)) return true;
    // Connecting to a host name tries each of its addresses: all of them refused.
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    current = current.cause;
  }
  return false;
}

function isUnavailableCode(code: string): boolean {
  if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
  return /^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE_CLASSES.includes(code.slice(0, 2));
}
