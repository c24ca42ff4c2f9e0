import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files go (the local disk or an S3 bucket), by key: a relative
 * path of plain segments such as `comments/2026/05/<uuid>.jpg`, which is also its path under
 * /media/.
 */
export interface FileStorage {
  /** Stores `data` under `key`, replacing any file there, and answers its public URL. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Deletes the file stored under `key`; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /**
   * The file stored under `key` for GET and HEAD /media/<key> (`withoutBody` for HEAD), or
   * undefined when there is none. Absent on the local storage, whose folder @fastify/static serves.
   */
  read?(key: string, options?: { withoutBody?: boolean }): Promise<StoredFile | undefined>;
}

/** A stored file as the storage answers it, with what serving it needs. */
export interface StoredFile {
  /** Undefined when read `withoutBody`. */
  body: Readable | undefined;
  contentType: string | undefined;
  contentLength: number | undefined;
  contentDisposition: string | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** Cache-Control of stored files: each upload gets a new key, so a file never changes under it. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Whether the file stored under `key` is a download, never a page: editor documents are served
 * with `Content-Disposition: attachment` (and nosniff), wherever they are stored.
 */
export function isDownload(key: string): boolean {
  return key.startsWith('editor/docs/');
}

const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

/** Whether `key` is a relative path of plain segments ('..', absolute paths and others are not). */
export function isValidKey(key: string): boolean {
  return key
    .split('/')
    .every((segment) => SAFE_SEGMENT.test(segment) && segment !== '.' && segment !== '..');
}

/**
 * The segments of a valid key.
 * @throws Error 'Invalid storage key' for anything else.
 */
export function checkKey(key: string): string[] {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key.split('/');
}
