import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { MediaStorageConfig } from '../config.ts';
import {
  checkKey,
  IMMUTABLE_CACHE_CONTROL,
  isDownload,
  isValidKey,
  type FileStorage,
  type StoredFile,
} from './file-storage.ts';

/** MEDIA_STORAGE=s3's settings: bucket, region, endpoint, path style and credentials. */
export type S3Settings = Omit<Extract<MediaStorageConfig, { kind: 's3' }>, 'kind'>;

export interface S3StorageOptions {
  /** From createS3Client. */
  client: S3Client;
  bucket: string;
  /** Public base of the files: '/media' (served by the app) or the bucket's or a CDN's URL. */
  publicBaseUrl: string;
}

/** A client of the bucket's service; `destroy()` it when done. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // An unreachable service fails a request in seconds rather than holding it open.
    requestHandler: { connectionTimeout: 3_000, socketTimeout: 30_000 },
    // Checksums only where S3 requires them: not every S3-compatible service accepts the SDK's
    // default CRC32 headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files as objects of an S3-compatible bucket under their keys (checked like local keys). Each
 * object carries its content type, the immutable Cache-Control and, for downloads, the
 * `attachment` disposition, so the bucket or a CDN in front of it answers them as the app does.
 */
export function createS3Storage(opts: S3StorageOptions): FileStorage {
  const { client, bucket } = opts;
  const base = opts.publicBaseUrl.replace(/\/+$/, '');
  return {
    async put(key, data, contentType) {
      checkKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
          ContentDisposition: isDownload(key) ? 'attachment' : undefined,
        }),
      );
      return `${base}/${key}`;
    },
    async remove(key) {
      checkKey(key);
      // S3 answers a delete of a missing object with success, as `remove` promises.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async read(key, options) {
      if (!isValidKey(key)) return undefined;
      try {
        if (options?.withoutBody) {
          const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
          return { ...metadataOf(head), body: undefined };
        }
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('The S3 body is not a Node stream');
        return { ...metadataOf(object), body: object.Body };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return undefined;
        }
        throw error;
      }
    },
  };
}

interface ObjectMetadata {
  ContentType?: string;
  ContentLength?: number;
  ContentDisposition?: string;
  ETag?: string;
  LastModified?: Date;
}

function metadataOf(object: ObjectMetadata): Omit<StoredFile, 'body'> {
  return {
    contentType: object.ContentType,
    contentLength: object.ContentLength,
    contentDisposition: object.ContentDisposition,
    etag: object.ETag,
    lastModified: object.LastModified,
  };
}
