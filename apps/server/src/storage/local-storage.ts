import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated files go; `put` answers the file's public URL. */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Deletes the file stored under `key`; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

export interface LocalStorageOptions {
  /** Folder the files are written under. */
  dir: string;
  /** Public base the app serves that folder at, e.g. '/media' or 'https://cdn.example.com/media'. */
  publicBaseUrl: string;
}

const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

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

function checkKey(key: string): string[] {
  const segments = key.split('/');
  const valid = segments.every(
    (segment) => SAFE_SEGMENT.test(segment) && segment !== '.' && segment !== '..',
  );
  if (!valid) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return segments;
}
