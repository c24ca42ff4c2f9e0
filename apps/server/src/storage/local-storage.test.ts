import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type FileStorage } from './local-storage.ts';

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
