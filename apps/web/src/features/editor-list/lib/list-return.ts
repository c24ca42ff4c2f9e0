/**
 * What the list remembers (per browser tab) when one of its posts is opened or 'Написать пост'
 * is followed: its query string and the post, so the way back shows the same list with that
 * post highlighted.
 */
export interface ListReturn {
  /** The list's query string when it was left (see list-url.ts). */
  query: string;
  /** The post opened; null when a new post was being written. */
  pk: number | null;
  /** When the list was left (ms since the epoch). */
  at: number;
}

const KEY = 'editorList.return';

export function rememberListReturn(value: ListReturn): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage refused (private mode): the way back shows the plain list.
  }
}

/** The remembered return, or null (none, or not of the expected shape). */
export function peekListReturn(): ListReturn | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { query, pk, at } = value as Record<string, unknown>;
    if (typeof query !== 'string' || typeof at !== 'number') return null;
    return { query, pk: typeof pk === 'number' && Number.isInteger(pk) ? pk : null, at };
  } catch {
    return null;
  }
}

export function forgetListReturn(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
