import { useSyncExternalStore } from 'react';
import type { UploadProgress } from '../../../shared/lib/upload-request.ts';

/**
 * The upload of the save in flight, or null when no save is sending files. One save runs at a
 * time (the loader covers the form), so one value serves the screen; the save writes it and the
 * full-screen loader reads it.
 */
let current: UploadProgress | null = null;
const listeners = new Set<() => void>();

function publish(next: UploadProgress | null): void {
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whole percent of `progress` sent (0 while the size is not known yet). */
export function percentSent({ loaded, total }: UploadProgress): number {
  return total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
}

/** The save's body went out this far; reports that change no whole percent are skipped. */
export function reportSaveProgress(next: UploadProgress): void {
  if (current && current.total === next.total && percentSent(current) === percentSent(next)) {
    return;
  }
  publish(next);
}

/** The save has ended. */
export function clearSaveProgress(): void {
  if (current !== null) publish(null);
}

/** The upload of the save in flight, re-rendering as it moves; null when there is none. */
export function useSaveProgress(): UploadProgress | null {
  return useSyncExternalStore(subscribe, () => current);
}
