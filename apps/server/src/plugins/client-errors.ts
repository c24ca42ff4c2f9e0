import type { DetailError, FieldErrors } from '@app/contract';
import type { ConnectionError } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

type Answer = [status: number, body: DetailError | FieldErrors];

/** Node's HTTP parser errors, in the API's error shapes (Node's own status for each). */
const ANSWERS: Record<string, Answer> = {
  HPE_HEADER_OVERFLOW: [
    431,
    { detail: 'Request headers are too large.', code: 'request_header_fields_too_large' },
  ],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [
    413,
    { detail: 'Request body is too large.', code: 'payload_too_large' },
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, { detail: 'Request timeout.', code: 'request_timeout' }],
};
const MALFORMED: Answer = [400, { non_field_errors: ['Malformed request.'] }];

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused before Fastify saw it
 * (headers over the size limit, a broken request line, a timeout) is answered on the raw socket
 * as a complete HTTP/1.1 response in the API's error shape, and the connection is closed.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const [status, body] = ANSWERS[error.code] ?? MALFORMED;
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(json)}\r\n` +
        'connection: close\r\n\r\n' +
        json,
    );
  }
  socket.destroy(error);
}
