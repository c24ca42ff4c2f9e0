import type { Server } from 'node:http';
import { createRequire } from 'node:module';

/** The part of s3rver's API used here (the package ships no types). */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

/** s3rver's fixed credentials. */
const ACCESS_KEY = 'S3RVER';

/** An S3-compatible service in this process (s3rver) with one bucket, files in a folder. */
export interface LocalBucket {
  endpoint: string;
  bucket: string;
  region: string;
  /** The folder s3rver keeps the objects in. */
  directory: string;
  /** The server's environment for this bucket: MEDIA_STORAGE=s3 and the S3_* settings. */
  env: Record<string, string>;
  /** Closes the service (open connections included); the folder is the caller's. */
  close(): Promise<void>;
}

/** Starts s3rver on a free port of 127.0.0.1, keeping its objects in `directory`. */
export async function startLocalBucket(directory: string, bucket = 'media'): Promise<LocalBucket> {
  const require = createRequire(import.meta.url);
  const S3rver = require('s3rver') as S3rverClass;
  const service = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await service.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const region = 'us-east-1';
  return {
    endpoint,
    bucket,
    region,
    directory,
    env: {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async close() {
      // Keep-alive sockets of servers already gone would otherwise hold close() open.
      service.httpServer?.closeAllConnections();
      await service.close();
    },
  };
}
