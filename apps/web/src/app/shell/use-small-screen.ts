import { useSyncExternalStore } from 'react';

/** Small screens are 576 px or narrower on their shorter side (a phone held either way). */
export const SMALL_SCREEN_MAX_PX = 576;

const query = `(max-width: ${SMALL_SCREEN_MAX_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    media.removeEventListener('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

function isSmallScreen(): boolean {
  const shorterSide = Math.min(window.screen.width, window.screen.height);
  return (
    window.matchMedia(query).matches || (shorterSide > 0 && shorterSide <= SMALL_SCREEN_MAX_PX)
  );
}

/** True on small screens; follows window resizes and rotations. */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, isSmallScreen);
}
