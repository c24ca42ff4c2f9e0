import type { AppConfig } from '../config.ts';
import { uploadBytesStored, uploadsStored } from '../observability/metrics.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Client, createS3Storage } from './s3-storage.ts';

/** Label values of the upload counters, by the key's folder. */
const KINDS: readonly (readonly [prefix: string, kind: string])[] = [
  ['comments/', 'comment_image'],
  ['editor/images/', 'editor_image'],
  ['editor/docs/', 'editor_document'],
  ['demo/', 'demo'],
];

/**
 * The configured storage of uploads (MEDIA_STORAGE: the local UPLOAD_DIR, or an S3 bucket),
 * counting every stored file and its bytes in `uploads_stored_total` and
 * `upload_bytes_stored_total` by kind.
 */
export function createStorage(config: AppConfig): FileStorage {
  const publicBaseUrl = config.mediaBaseUrl;
  const { media } = config;
  const storage =
    media.kind === 's3'
      ? createS3Storage({ client: createS3Client(media), bucket: media.bucket, publicBaseUrl })
      : createLocalStorage({ dir: config.uploadDir, publicBaseUrl });
  return {
    ...storage,
    async put(key, data, contentType) {
      const url = await storage.put(key, data, contentType);
      const kind = KINDS.find(([prefix]) => key.startsWith(prefix))?.[1] ?? 'other';
      uploadsStored.inc({ kind });
      uploadBytesStored.inc({ kind }, data.length);
      return url;
    },
  };
}
