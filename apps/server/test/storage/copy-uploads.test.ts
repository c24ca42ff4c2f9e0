import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyUploadsToS3 } from '../../src/storage/copy-uploads-cli.ts';
import { TEST_SECRETS } from '../support/test-app.ts';
import { useTestBucket } from './test-bucket.ts';

const CLI = fileURLToPath(new URL('../../src/storage/copy-uploads-cli.ts', import.meta.url));

const bucket = useTestBucket();
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'app-copy-uploads-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Writes files (relative path → content) under a new folder of `dir`. */
async function uploadFolder(name: string, files: Record<string, string>): Promise<string> {
  const root = path.join(dir, name);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  return root;
}

/** Runs the command as `npm run media:copy-to-s3` does, with only `env` (and PATH). */
function runCli(
  env: Record<string, string>,
): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, [CLI], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...TEST_SECRETS, DATA_DIR: dir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('copyUploadsToS3', () => {
  it('copies a folder under the same keys, with types and downloads, skipping what is there', async () => {
    const root = await uploadFolder('uploads', {
      'comments/2026/05/a.jpg': 'jpeg',
      'editor/docs/2026/05/b.pdf': '%PDF-1.4',
      'demo/audio/c.wav': 'RIFF',
      'notes/d.bin': 'x',
    });
    expect(await copyUploadsToS3(root, bucket.settings)).toEqual({
      copied: 4,
      skipped: 0,
      bytes: 17,
    });
    expect(await bucket.keys()).toEqual([
      'comments/2026/05/a.jpg',
      'demo/audio/c.wav',
      'editor/docs/2026/05/b.pdf',
      'notes/d.bin',
    ]);
    const head = (key: string) =>
      bucket.client.send(new HeadObjectCommand({ Bucket: bucket.settings.bucket, Key: key }));
    expect(await head('editor/docs/2026/05/b.pdf')).toMatchObject({
      ContentType: 'application/pdf',
      ContentDisposition: 'attachment',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect((await head('comments/2026/05/a.jpg')).ContentType).toBe('image/jpeg');
    expect((await head('notes/d.bin')).ContentType).toBe('application/octet-stream');

    await writeFile(path.join(root, 'comments/2026/05/a.jpg'), 'jpeg, longer');
    expect(await copyUploadsToS3(root, bucket.settings)).toEqual({
      copied: 1,
      skipped: 3,
      bytes: 12,
    });
  });

  it('refuses a folder holding a name that is not a storage key, copying nothing', async () => {
    const before = await bucket.keys();
    const root = await uploadFolder('odd', { 'demo/fine.jpg': 'x', 'a b.jpg': 'x' });
    await expect(copyUploadsToS3(root, bucket.settings)).rejects.toThrow('Invalid storage key');
    expect(await bucket.keys()).toEqual(before);
  });

  it('runs as a command: a one-line summary, or one line and exit 1 on error', async () => {
    const root = await uploadFolder('cli', { 'demo/e.jpg': 'e' });
    const copied = await runCli({ ...bucket.env, UPLOAD_DIR: root });
    expect(copied).toEqual({
      code: 0,
      out: `Uploads copied from ${root} to s3://media: 1 copied (0.0 MB), 0 already there.\n`,
      err: '',
    });
    const local = await runCli({ UPLOAD_DIR: root });
    expect(local.code).toBe(1);
    expect(local.err).toMatch(/^Copying the uploads failed: set MEDIA_STORAGE=s3 [^\n]*\n$/);
  });
});
