/** sessionStorage key: when the page last reloaded itself over a missing chunk (ms since epoch). */
export const STALE_CHUNK_RELOAD_KEY = 'stale_chunk_reloaded_at';

/**
 * A second missing chunk within this time of the reload means the reload did not help (the
 * chunk is really gone, not just replaced by a new build): the crash page shows instead.
 */
export const STALE_CHUNK_RELOAD_WINDOW_MS = 30_000;

/**
 * Decides whether a missing chunk may reload the page, and records the reload if so. Without a
 * usable sessionStorage there is no guard against a reload loop, so the answer is no.
 */
export function claimStaleChunkReload(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
): boolean {
  try {
    const last = Number(storage.getItem(STALE_CHUNK_RELOAD_KEY));
    if (last > 0 && now - last >= 0 && now - last < STALE_CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(STALE_CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/**
 * After a deploy the chunks of the running build are gone, and opening a lazily loaded screen
 * fails: Vite then fires `vite:preloadError`. The page reloads once to pick up the new build;
 * should that not help, the error goes on to the crash page. Returns the uninstaller.
 */
export function installStaleChunkReload(
  target: Window = window,
  reload: () => void = () => target.location.reload(),
): () => void {
  const onPreloadError = (event: Event) => {
    let storage: Storage;
    try {
      storage = target.sessionStorage;
    } catch {
      return;
    }
    if (!claimStaleChunkReload(storage, Date.now())) return;
    // Keeps Vite from rethrowing the error while the page reloads.
    event.preventDefault();
    reload();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
