import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { text } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { uploadBytesStored, uploadsStored } from '../../src/observability/metrics.ts';
import { createStorage } from '../../src/storage/create-storage.ts';
import type { FileStorage } from '../../src/storage/file-storage.ts';
import { createS3Client, createS3Storage } from '../../src/storage/s3-storage.ts';
import { TEST_SECRETS } from '../support/test-app.ts';
import { useTestBucket } from './test-bucket.ts';

const bucket = useTestBucket();
let storage: FileStorage;
beforeAll(() => {
  storage = createS3Storage({
    client: bucket.client,
    bucket: bucket.settings.bucket,
    publicBaseUrl: '/media/',
  });
});

async function head(key: string) {
  return bucket.client.send(new HeadObjectCommand({ Bucket: bucket.settings.bucket, Key: key }));
}

describe('createS3Storage', () => {
  it('puts, reads and removes an object, answering its public URL', async () => {
    const key = 'comments/2026/05/photo.jpg';
    expect(await storage.put(key, Buffer.from('jpeg'), 'image/jpeg')).toBe(`/media/${key}`);
    const file = await storage.read?.(key);
    expect(file).toMatchObject({ contentType: 'image/jpeg', contentLength: 4 });
    expect(file?.contentDisposition).toBeUndefined();
    expect(file?.etag).toMatch(/^".+"$/);
    expect(file?.lastModified).toBeInstanceOf(Date);
    expect(file?.body && (await text(file.body))).toBe('jpeg');
    const headOnly = await storage.read?.(key, { withoutBody: true });
    expect(headOnly).toMatchObject({
      body: undefined,
      contentType: 'image/jpeg',
      contentLength: 4,
    });

    await storage.remove(key);
    expect(await storage.read?.(key)).toBeUndefined();
    expect(await storage.read?.(key, { withoutBody: true })).toBeUndefined();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('stores documents as downloads, every file as immutable, in the object metadata', async () => {
    await storage.put('editor/docs/2026/05/plan.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    await storage.put('editor/images/2026/05/a.png', Buffer.from('png'), 'image/png');
    const document = await head('editor/docs/2026/05/plan.pdf');
    expect(document).toMatchObject({
      ContentType: 'application/pdf',
      ContentDisposition: 'attachment',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect((await storage.read?.('editor/docs/2026/05/plan.pdf'))?.contentDisposition).toBe(
      'attachment',
    );
    const image = await head('editor/images/2026/05/a.png');
    expect(image.ContentDisposition).toBeUndefined();
    expect(image.CacheControl).toBe('public, max-age=31536000, immutable');
  });

  it.each(['../escape.txt', 'docs/../../a.txt', '/etc/passwd', 'docs//a.txt', 'a b.txt', ''])(
    'refuses the key %j, and reads nothing under it',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        'Invalid storage key',
      );
      await expect(storage.remove(key)).rejects.toThrow('Invalid storage key');
      expect(await storage.read?.(key)).toBeUndefined();
    },
  );

  it('fails a read of a bucket it cannot reach instead of calling the file missing', async () => {
    const unreachable = createS3Storage({
      client: createS3Client({ ...bucket.settings, endpoint: 'http://127.0.0.1:1' }),
      bucket: bucket.settings.bucket,
      publicBaseUrl: '/media',
    });
    await expect(unreachable.read?.('comments/a.jpg')).rejects.toThrow();
  });
});

describe('createStorage', () => {
  const configOf = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', DATA_DIR: tmpdir(), ...TEST_SECRETS, ...env });
  const counted = async (kind: string) => ({
    files: (await uploadsStored.get()).values.find((v) => v.labels.kind === kind)?.value ?? 0,
    bytes: (await uploadBytesStored.get()).values.find((v) => v.labels.kind === kind)?.value ?? 0,
  });

  it('stores in the bucket of MEDIA_STORAGE=s3, counting files and bytes by kind', async () => {
    const s3 = createStorage(
      configOf({ ...bucket.env, MEDIA_BASE_URL: 'https://cdn.example.com/m' }),
    );
    const before = await counted('editor_document');
    const url = await s3.put('editor/docs/2026/05/c.txt', Buffer.from('12345'), 'text/plain');
    expect(url).toBe('https://cdn.example.com/m/editor/docs/2026/05/c.txt');
    expect(await bucket.keys()).toContain('editor/docs/2026/05/c.txt');
    expect(await counted('editor_document')).toEqual({
      files: before.files + 1,
      bytes: before.bytes + 5,
    });
    expect((await s3.read?.('editor/docs/2026/05/c.txt'))?.contentLength).toBe(5);
  });
});
