import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser has a network connection (`navigator.onLine`, kept current by the online
 * and offline events). False means surely offline; true may still mean a failing network.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}
