import type { FastifyInstance } from 'fastify';
import {
  IMMUTABLE_CACHE_CONTROL,
  isDownload,
  type FileStorage,
  type StoredFile,
} from '../storage/file-storage.ts';
import { sendDetail } from './error-handler.ts';
import { notFound } from './http-errors.ts';

/** Seconds a client is asked to wait when the storage cannot be read. */
const RETRY_AFTER_SECONDS = '5';

/**
 * GET and HEAD /media/<key> streamed from a storage that is not a local folder (an S3 bucket),
 * with the headers of local serving: content type and length, immutable Cache-Control, ETag and
 * Last-Modified, `attachment` for downloads (nosniff comes with every response). Any server of a
 * fleet thus answers any upload on the page's own origin. A missing file is 404; a storage that
 * cannot be read (unreachable, refusing) is 503 with Retry-After.
 */
export function registerStoredMedia(
  app: FastifyInstance,
  read: NonNullable<FileStorage['read']>,
): void {
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    handler: async (request, reply) => {
      const key = request.params['*'];
      let file: StoredFile | undefined;
      try {
        file = await read(key, { withoutBody: request.method === 'HEAD' });
      } catch (error) {
        request.log.warn({ err: error }, 'media storage unavailable');
        reply.header('retry-after', RETRY_AFTER_SECONDS);
        return sendDetail(
          reply,
          503,
          'Media storage unavailable, try again later.',
          'service_unavailable',
        );
      }
      if (!file) throw notFound();
      reply
        .header('cache-control', IMMUTABLE_CACHE_CONTROL)
        .type(file.contentType ?? 'application/octet-stream');
      const disposition = isDownload(key) ? 'attachment' : file.contentDisposition;
      if (disposition) reply.header('content-disposition', disposition);
      if (file.contentLength !== undefined) reply.header('content-length', file.contentLength);
      if (file.etag) reply.header('etag', file.etag);
      if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
      return reply.send(file.body);
    },
  });
}
