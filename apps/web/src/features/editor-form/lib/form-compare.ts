import type { EditorFormValues } from './form-values.ts';

/** Deep equality of plain data, skipping the blocks' client-side `key` (new on every load). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => key !== 'key');
  const keysB = Object.keys(b).filter((key) => key !== 'key');
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => same(Reflect.get(a, key), Reflect.get(b, key)));
}

/** True when two forms would save the same post (block keys aside). */
export function sameFormValues(a: EditorFormValues, b: EditorFormValues): boolean {
  return same(a, b);
}

/**
 * A short fingerprint of a form (FNV-1a of its JSON without block keys): a draft records the
 * server version it started from, to tell whether the post changed since.
 */
export function formFingerprint(values: EditorFormValues): string {
  const json = JSON.stringify(values, (key, value: unknown) => (key === 'key' ? undefined : value));
  let hash = 0x811c9dc5;
  for (let index = 0; index < json.length; index += 1) {
    hash ^= json.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${json.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}
