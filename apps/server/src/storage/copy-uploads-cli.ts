/**
 * `npm run media:copy-to-s3`: copies the local upload folder (UPLOAD_DIR, default
 * DATA_DIR/uploads) into the bucket of S3_BUCKET (with S3_REGION, S3_ENDPOINT,
 * S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), each file under its relative
 * path as key, so the URLs already stored stay valid. Files already in the bucket with the same
 * size are skipped, so it can run again after an interruption. Prints a one-line summary.
 */
import { paginateListObjectsV2, type S3Client } from '@aws-sdk/client-s3';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { checkKey } from './file-storage.ts';
import { createS3Client, createS3Storage, type S3Settings } from './s3-storage.ts';

/** Content types of the extensions uploads are stored with (as the local serving sends them). */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** Files put into the bucket at once. */
const PARALLEL_PUTS = 8;

export interface CopySummary {
  copied: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  /** Bytes copied. */
  bytes: number;
}

/**
 * Copies every file under `dir` into the bucket, with its content type by extension, the
 * immutable Cache-Control and `attachment` for downloads (as the S3 storage stores uploads).
 * @throws Error when a file name is not a valid storage key or the bucket refuses a request.
 */
export async function copyUploadsToS3(dir: string, settings: S3Settings): Promise<CopySummary> {
  const client = createS3Client(settings);
  try {
    // The URLs put answers are not needed here: the database already holds them.
    const storage = createS3Storage({ client, bucket: settings.bucket, publicBaseUrl: '' });
    const present = await objectSizes(client, settings.bucket);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    const keys = entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .map((relative) => relative.split(path.sep).join('/'));
    // A name the storage would refuse stops the copy before anything is copied.
    for (const key of keys) checkKey(key);
    const summary: CopySummary = { copied: 0, skipped: 0, bytes: 0 };
    const copyNext = async (): Promise<void> => {
      for (let key = keys.pop(); key !== undefined; key = keys.pop()) {
        const file = path.join(dir, ...key.split('/'));
        if (present.get(key) === (await stat(file)).size) {
          summary.skipped += 1;
          continue;
        }
        const data = await readFile(file);
        const extension = path.extname(key).slice(1).toLowerCase();
        await storage.put(key, data, CONTENT_TYPES[extension] ?? 'application/octet-stream');
        summary.copied += 1;
        summary.bytes += data.length;
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_PUTS }, copyNext));
    return summary;
  } finally {
    client.destroy();
  }
}

/** Sizes of the bucket's objects by key. */
async function objectSizes(client: S3Client, bucket: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
    for (const object of page.Contents ?? []) {
      if (object.Key !== undefined && object.Size !== undefined) sizes.set(object.Key, object.Size);
    }
  }
  return sizes;
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.media.kind !== 's3') {
    throw new Error('set MEDIA_STORAGE=s3 and S3_BUCKET (with S3_* as needed) to name the bucket.');
  }
  const { copied, skipped, bytes } = await copyUploadsToS3(config.uploadDir, config.media);
  const megabytes = (bytes / (1024 * 1024)).toFixed(1);
  console.log(
    `Uploads copied from ${config.uploadDir} to s3://${config.media.bucket}: ` +
      `${copied} copied (${megabytes} MB), ${skipped} already there.`,
  );
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(
      `Copying the uploads failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  });
}
