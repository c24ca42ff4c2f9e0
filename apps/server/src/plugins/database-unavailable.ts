/** Messages node-postgres' pool gives when no connection can be had in time. */
const POOL_TIMEOUT_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/** PostgreSQL refusing new sessions: too_many_connections, cannot_connect_now. */
const UNAVAILABLE_SQLSTATES = new Set(['53300', '57P03']);

/**
 * Whether the error (or one of its causes, as Drizzle wraps driver errors) means the database
 * cannot take the request now: the pool is exhausted or connecting timed out. Such requests are
 * answered 503 so clients retry instead of seeing a server fault.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (POOL_TIMEOUT_MESSAGES.includes(current.message)) return true;
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && UNAVAILABLE_SQLSTATES.has(code)) return true;
    current = current.cause;
  }
  return false;
}
