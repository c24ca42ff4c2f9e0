/** A Drizzle query error: its message quotes the parameter values, which logs must not carry. */
interface QueryError extends Error {
  query: string;
  params: unknown[];
}

function isQueryError(error: unknown): error is QueryError {
  return error instanceof Error && 'query' in error && 'params' in error;
}

/** A log-safe view of an error: what failed and why, the SQL text, never its parameters. */
export type SafeError = {
  type: string;
  message: string;
  code?: string;
  /** The statement's SQL with its $n placeholders. */
  query?: string;
  /** The call frames, without the first line (the message). */
  stack: string;
  cause?: SafeError;
};

/**
 * The pino `err` serializer: the error and its causes with the SQL text of a failed query but
 * not its parameter values (user data: comment texts, e-mails, tokens' subjects) nor any other
 * property of the error object.
 */
export function serializeError(error: unknown): SafeError {
  return serializeChain(error, 0);
}

function serializeChain(error: unknown, depth: number): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const safe: SafeError = {
    type: error.name,
    message: safeErrorMessage(error),
    ...(code ? { code } : {}),
    ...(isQueryError(error) ? { query: error.query } : {}),
    stack: stackWithoutMessage(error.stack ?? ''),
  };
  if (error.cause !== undefined && depth < 4) safe.cause = serializeChain(error.cause, depth + 1);
  return safe;
}

/** The error's message, a failed query's being "Failed query: <sql>: <the driver's reason>". */
export function safeErrorMessage(error: unknown): string {
  if (isQueryError(error)) {
    const reason = error.cause instanceof Error ? `: ${safeErrorMessage(error.cause)}` : '';
    return `Failed query: ${error.query}${reason}`;
  }
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map(safeErrorMessage).join('; ');
  }
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** A stack starts with the message, which for a query error holds the parameters. */
function stackWithoutMessage(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}
