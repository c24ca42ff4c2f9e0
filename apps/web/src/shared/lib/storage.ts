/** The localStorage keys the app uses (shared with the original app, so names are kept). */
export const STORAGE_KEYS = {
  refreshToken: 'refresh_token',
  accessToken: 'access_token',
  fromMobile: 'from_mobile',
  next: 'next',
  currentTab: 'currentTab',
  sortComments: 'sortComments',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Reads a stored value; null when absent or when storage is unavailable. */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value, or removes the key when the value is null. */
export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage; the app keeps working for this page load.
  }
}

/** Empties the whole localStorage (logout). */
export function clearStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Nothing stored that could be cleared.
  }
}

/** Mobile-app mode: the native app opened us with `from_mobile`. */
export function isFromMobile(): boolean {
  return isTruthyFlag(readStorage(STORAGE_KEYS.fromMobile));
}

/** A query or stored flag counts as set unless it is empty, `0` or `false`. */
export function isTruthyFlag(value: string | null): boolean {
  return value !== null && !['', '0', 'false'].includes(value.trim().toLowerCase());
}
