import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createS3Client, type S3Settings } from '../../src/storage/s3-storage.ts';
import { startLocalBucket, type LocalBucket } from '../support/local-s3.ts';

/** A real S3 stand-in (s3rver) of this test file, with one empty bucket. */
export interface TestBucket {
  settings: S3Settings;
  /** MEDIA_STORAGE=s3 and S3_* naming the bucket, for loadConfig and createTestApp. */
  env: Record<string, string>;
  /** A client of the stand-in, to look at the objects directly. */
  client: S3Client;
  /** Keys of every object in the bucket, sorted. */
  keys(): Promise<string[]>;
}

/**
 * Starts the stand-in in beforeAll (in its own temporary folder) and stops it in afterAll.
 * `env` is filled in place when it starts: pass it to helpers that read it in a later beforeAll.
 */
export function useTestBucket(): TestBucket {
  const bucket = { env: {} } as TestBucket;
  let service: LocalBucket | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'app-s3rver-'));
    service = await startLocalBucket(dir);
    Object.assign(bucket.env, service.env);
    bucket.settings = {
      bucket: service.bucket,
      region: service.region,
      endpoint: service.endpoint,
      forcePathStyle: true,
      credentials: {
        accessKeyId: service.env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: service.env.S3_SECRET_ACCESS_KEY ?? '',
      },
    };
    bucket.client = createS3Client(bucket.settings);
    bucket.keys = async () => {
      const listed = await bucket.client.send(
        new ListObjectsV2Command({ Bucket: bucket.settings.bucket }),
      );
      return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
    };
  });
  afterAll(async () => {
    bucket.client?.destroy();
    await service?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return bucket;
}
