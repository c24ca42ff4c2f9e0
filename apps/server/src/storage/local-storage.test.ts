import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRETS } from '../../test/support/test-app.ts';
import { loadConfig } from '../config.ts';
import { uploadsStored } from '../observability/metrics.ts';
import { createStorage } from './create-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';

let dir: string;
let storage: FileStorage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'app-storage-test-'));
  storage = createLocalStorage({ dir, publicBaseUrl: '/media/' });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('createLocalStorage', () => {
  it('writes under dir/<key>, creating folders, and answers the public URL', async () => {
    const url = await storage.put('comments/2026/photo-1.jpg', Buffer.from('jpeg'), 'image/jpeg');
    expect(url).toBe('/media/comments/2026/photo-1.jpg');
    expect(await readFile(path.join(dir, 'comments/2026/photo-1.jpg'), 'utf8')).toBe('jpeg');
  });

  it('replaces a file stored under the same key', async () => {
    await storage.put('docs/a.txt', Buffer.from('one'), 'text/plain');
    await storage.put('docs/a.txt', Buffer.from('two'), 'text/plain');
    expect(await readFile(path.join(dir, 'docs/a.txt'), 'utf8')).toBe('two');
  });

  it('removes a stored file, and a missing one without error', async () => {
    await storage.put('docs/gone.txt', Buffer.from('x'), 'text/plain');
    await storage.remove('docs/gone.txt');
    await expect(readFile(path.join(dir, 'docs/gone.txt'))).rejects.toThrow('ENOENT');
    await expect(storage.remove('docs/gone.txt')).resolves.toBeUndefined();
    await expect(storage.remove('../escape.txt')).rejects.toThrow('Invalid storage key');
  });

  it.each([
    '../escape.txt',
    'docs/../../escape.txt',
    '/etc/passwd',
    'docs//a.txt',
    'docs/./a.txt',
    'docs\\a.txt',
    'файл.txt',
    'a b.txt',
    '',
  ])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'Invalid storage key',
    );
  });
});

describe('createStorage without MEDIA_STORAGE', () => {
  it('writes to UPLOAD_DIR, served as a folder (no read), counting comment images', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, ...TEST_SECRETS });
    const local = createStorage(config);
    const counted = async () =>
      (await uploadsStored.get()).values.find((v) => v.labels.kind === 'comment_image')?.value ?? 0;
    const before = await counted();
    expect(await local.put('comments/2026/05/b.jpg', Buffer.from('b'), 'image/jpeg')).toBe(
      '/media/comments/2026/05/b.jpg',
    );
    expect(await readFile(path.join(config.uploadDir, 'comments/2026/05/b.jpg'), 'utf8')).toBe('b');
    expect(local.read).toBeUndefined();
    expect(await counted()).toBe(before + 1);
  });
});
