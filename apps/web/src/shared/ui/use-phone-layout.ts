import { useSyncExternalStore } from 'react';

/**
 * The one rule for "phone": a viewport 576 px wide or narrower (held upright), or 500 px tall or
 * shorter (held sideways: 800 × 400). The shell and every component that switches between a
 * phone and a desktop arrangement read it here, so they never disagree.
 */
export const PHONE_MEDIA_QUERY = '(max-width: 576px), (max-height: 500px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(PHONE_MEDIA_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function isPhone(): boolean {
  return window.matchMedia(PHONE_MEDIA_QUERY).matches;
}

/** True on phones (see `PHONE_MEDIA_QUERY`); follows window resizes and rotations. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone);
}
