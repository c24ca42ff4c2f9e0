import { useSyncExternalStore } from 'react';
import { useCurrentUser } from '../lib/current-user.ts';

/** What the reader's filters popup hides; empty lists: everything shows. */
export interface ReaderFilterPrefs {
  /** Feed tag slugs whose publications the feed leaves out. */
  hiddenTags: string[];
  /** Wiki category ids left out of the knowledge base and the search's wiki blocks. */
  hiddenWikiPages: number[];
}

const NO_PREFS: ReaderFilterPrefs = { hiddenTags: [], hiddenWikiPages: [] };
const listeners = new Set<() => void>();
/** The last parsed value per stored text, so every read of unchanged storage is the same object. */
let parsed: { raw: string | null; prefs: ReaderFilterPrefs } = { raw: null, prefs: NO_PREFS };

/** The localStorage key of one user's choice on this device. */
export function readerFilterStorageKey(userId: number): string {
  return `readerFilters:${userId}`;
}

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse(raw: string | null): ReaderFilterPrefs {
  if (raw === null) return NO_PREFS;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return NO_PREFS;
    const tags: unknown = Reflect.get(value, 'hiddenTags');
    const pages: unknown = Reflect.get(value, 'hiddenWikiPages');
    return {
      hiddenTags: Array.isArray(tags) ? tags.filter((tag) => typeof tag === 'string') : [],
      hiddenWikiPages: Array.isArray(pages) ? pages.filter((id) => Number.isInteger(id)) : [],
    };
  } catch {
    return NO_PREFS;
  }
}

/** The stored choice of `userId` (the same object while the storage is unchanged). */
export function readReaderFilterPrefs(userId: number): ReaderFilterPrefs {
  const raw = readRaw(readerFilterStorageKey(userId));
  if (raw !== parsed.raw) parsed = { raw, prefs: parse(raw) };
  return parsed.prefs;
}

/** Stores the choice of `userId` and tells every screen showing it. */
export function writeReaderFilterPrefs(userId: number, prefs: ReaderFilterPrefs): void {
  try {
    window.localStorage.setItem(readerFilterStorageKey(userId), JSON.stringify(prefs));
  } catch {
    // Private modes may refuse storage: the filters then stay as they were.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the app changed it.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The signed-in reader's filter choice on this device, kept per user. */
export function useReaderFilterPrefs(): ReaderFilterPrefs {
  const userId = useCurrentUser().pk;
  return useSyncExternalStore(subscribe, () => readReaderFilterPrefs(userId));
}
