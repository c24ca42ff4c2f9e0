import {
  ERROR_CODES_PREFERENCE,
  type DetailError,
  type FieldErrorCodes,
  type FieldErrors,
} from '@app/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { SlotWaitTimeout } from '../runtime/concurrency-limit.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { completeCodes, toFieldErrorCodes } from './field-errors.ts';
import { lingerOnClose } from './lingering-close.ts';
import { FieldValidationError, HttpError } from './http-errors.ts';
import { toFieldErrors } from './validation.ts';

const SERVICE_UNAVAILABLE = 'Service temporarily unavailable, try again later.';

/**
 * Answers every error in the original backend's (DRF) shapes: 400 as field errors, others as
 * `{ detail, code? }`. A database that cannot take the request (down, unreachable, frozen past the
 * query timeout, out of connections) or a request that waited too long for a slot of a costly call
 * (SlotWaitTimeout: the server is busy) is answered 503 with Retry-After; unexpected errors are
 * logged and answered 500 without any detail.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    // Answered before the whole body arrived (over a limit, refused early): close the connection
    // rather than read the rest, lingering a moment so the client gets to read the answer.
    if (request.raw.complete === false) {
      reply.header('connection', 'close');
      lingerOnClose(request.raw.socket);
    }
    if (error instanceof FieldValidationError) {
      return sendFields(request, reply, error.fields, error.codes);
    }
    if (error instanceof ZodError) {
      return sendFields(
        request,
        reply,
        toFieldErrors(error.issues),
        toFieldErrorCodes(error.issues),
      );
    }
    if (error instanceof HttpError) {
      if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer realm="api"');
      return sendDetail(reply, error.statusCode, error.message, error.code);
    }
    const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
    if (status === 400) {
      // Fastify's own messages are fixed texts; anything else might quote the body.
      return sendFields(request, reply, { non_field_errors: [badRequestMessage(error)] }, {});
    }
    if (status === 429) return sendDetail(reply, 429, error.message, 'throttled');
    if (status === 413) return sendDetail(reply, 413, error.message, 'payload_too_large');
    if (status > 400 && status < 500)
      return sendDetail(reply, status, error.message, codeOf(error));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '1');
      return sendDetail(reply, 503, SERVICE_UNAVAILABLE, 'service_unavailable');
    }
    if (error instanceof SlotWaitTimeout) {
      request.log.info('busy: refused after waiting for a slot');
      reply.header('retry-after', '1');
      return sendDetail(reply, 503, SERVICE_UNAVAILABLE, 'service_unavailable');
    }
    request.log.error({ err: error }, 'request failed');
    return sendDetail(reply, 500, 'Internal server error');
  });

  app.setNotFoundHandler((_request, reply) => sendDetail(reply, 404, 'Not found.', 'not_found'));
}

function badRequestMessage(error: Error): string {
  return codeOf(error)?.startsWith('FST_') ? error.message : 'Malformed request.';
}

function codeOf(error: Error): string | undefined {
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** Whether the request's `Prefer` header holds the error-codes token (RFC 7240). */
function prefersErrorCodes(request: FastifyRequest): boolean {
  const prefer = request.headers.prefer;
  if (!prefer) return false;
  return [prefer]
    .flat()
    .flatMap((value) => value.split(','))
    .some((token) => token.split(';')[0]?.trim().toLowerCase() === ERROR_CODES_PREFERENCE);
}

/**
 * Answers 400 `{ field: [messages] }`; with `Prefer: error-codes` also `codes` (one per message,
 * `invalid` where none was given) and `Preference-Applied`.
 */
function sendFields(
  request: FastifyRequest,
  reply: FastifyReply,
  fields: FieldErrors,
  codes: FieldErrorCodes,
): FastifyReply {
  reply.code(400).type('application/json; charset=utf-8').header('vary', 'Prefer');
  if (!prefersErrorCodes(request)) return reply.send(fields);
  reply.header('preference-applied', ERROR_CODES_PREFERENCE);
  return reply.send({ ...fields, codes: completeCodes(fields, codes) });
}

/** Answers `{ detail, code? }` with the status (the API's shape of every non-400 error). */
export function sendDetail(
  reply: FastifyReply,
  status: number,
  detail: string,
  code?: string,
): FastifyReply {
  const body: DetailError = code ? { detail, code } : { detail };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
