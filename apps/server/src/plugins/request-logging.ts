import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { serializeError } from '../db/database-errors.ts';

const REDACTED = '[redacted]';
const JWT_PATTERN = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g;
const TOKEN_PATH_PATTERN = /(get-access-token(?:\/|%2F))[^?#&/%]+/gi;
const TOKEN_PARAMS = new Set(['refresh', 'access', 'token', 'refresh_token', 'access_token']);

/**
 * Fastify's logger options with serializers that never write a token: request lines carry no
 * headers, URLs lose token-like query values and JWTs, and pino redacts any stray token field.
 * Errors are logged with the SQL of a failed query but never its parameter values.
 * Applied over whatever logger options the caller passes (tests capture the output).
 */
export function redactingLogger(
  logger: FastifyServerOptions['logger'],
  level: string,
): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = logger === true || logger === undefined ? { level } : logger;
  return {
    ...base,
    serializers: {
      ...base.serializers,
      req: serializeRequest,
      res: serializeReply,
      err: serializeError,
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'res.headers.location',
        'headers.authorization',
        'body.refresh',
        'body.access',
        '*.refresh',
        '*.access',
      ],
      censor: REDACTED,
    },
  };
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

function serializeReply(reply: Pick<FastifyReply, 'statusCode'>) {
  return { statusCode: reply.statusCode };
}

/** Removes tokens from a URL: token-named query values, hand-off paths and anything JWT-shaped. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathPart = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  const redactedQuery = query
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      return TOKEN_PARAMS.has(decodeSafely(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  const joined = queryStart === -1 ? pathPart : `${pathPart}?${redactedQuery}`;
  return joined.replace(TOKEN_PATH_PATTERN, `$1${REDACTED}`).replace(JWT_PATTERN, REDACTED);
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
