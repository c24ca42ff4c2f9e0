import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  claimStaleChunkReload,
  installStaleChunkReload,
  STALE_CHUNK_RELOAD_KEY,
  STALE_CHUNK_RELOAD_WINDOW_MS,
} from './stale-chunk-reload.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

/** Fires Vite's event; true when a listener called preventDefault. */
function firePreloadError(): boolean {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => sessionStorage.clear());

describe('claimStaleChunkReload', () => {
  it('allows the first reload and records it', () => {
    const storage = memoryStorage();
    expect(claimStaleChunkReload(storage, 1_000_000)).toBe(true);
    expect(storage.getItem(STALE_CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('refuses another reload within the window, allows one after it', () => {
    const storage = memoryStorage();
    claimStaleChunkReload(storage, 1_000_000);
    expect(claimStaleChunkReload(storage, 1_000_000 + STALE_CHUNK_RELOAD_WINDOW_MS - 1)).toBe(
      false,
    );
    expect(claimStaleChunkReload(storage, 1_000_000 + STALE_CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });

  it('ignores a garbled or future stamp, and refuses without working storage', () => {
    const storage = memoryStorage();
    storage.setItem(STALE_CHUNK_RELOAD_KEY, 'oops');
    expect(claimStaleChunkReload(storage, 5_000)).toBe(true);
    storage.setItem(STALE_CHUNK_RELOAD_KEY, '9000000');
    expect(claimStaleChunkReload(storage, 5_000)).toBe(true);

    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimStaleChunkReload(broken, 5_000)).toBe(false);
  });
});

describe('installStaleChunkReload', () => {
  it('reloads once on a missing chunk, then lets the error through', () => {
    const reload = vi.fn();
    const uninstall = installStaleChunkReload(window, reload);

    expect(firePreloadError()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page fails again at once: no loop, Vite rethrows to the crash page.
    expect(firePreloadError()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    uninstall();
    sessionStorage.clear();
    expect(firePreloadError()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
