import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type FileStorage } from './file-storage.ts';

export interface LocalStorageOptions {
  /** Folder the files are written under. */
  dir: string;
  /** Public base the app serves that folder at, e.g. '/media' or 'https://cdn.example.com/media'. */
  publicBaseUrl: string;
}

/**
 * Files on the local disk under `dir/<key>` (folders created as needed), served by the app.
 * Keys are relative paths of plain segments; '..', absolute paths and other characters are refused.
 */
export function createLocalStorage(opts: LocalStorageOptions): FileStorage {
  const root = path.resolve(opts.dir);
  const base = opts.publicBaseUrl.replace(/\/+$/, '');
  return {
    async put(key, data) {
      const segments = checkKey(key);
      const file = path.join(root, ...segments);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      return `${base}/${segments.join('/')}`;
    },
    async remove(key) {
      await rm(path.join(root, ...checkKey(key)), { force: true });
    },
  };
}
