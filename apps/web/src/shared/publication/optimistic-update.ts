import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { publicationKeys } from '../lib/query-keys.ts';
import { patchPublications, type PublicationPatch } from './patch-publications.ts';

/** The cached answers as they were before an optimistic change, for the rollback. */
export type PublicationsSnapshot = [QueryKey, unknown][];

/**
 * Cancels running publication fetches (so they cannot overwrite the change), remembers every
 * cached answer and applies `patch` to each copy of publication `id`.
 */
export async function applyOptimisticPatch(
  queryClient: QueryClient,
  id: number,
  patch: PublicationPatch,
): Promise<PublicationsSnapshot> {
  await queryClient.cancelQueries({ queryKey: publicationKeys.all });
  const snapshot = queryClient.getQueriesData({ queryKey: publicationKeys.all });
  patchCachedPublications(queryClient, id, patch);
  return snapshot;
}

/** Applies `patch` to every cached copy of publication `id` (feed lists, favorites, detail…). */
export function patchCachedPublications(
  queryClient: QueryClient,
  id: number,
  patch: PublicationPatch,
): void {
  queryClient.setQueriesData({ queryKey: publicationKeys.all }, (data: unknown) =>
    data === undefined ? data : patchPublications(data, id, patch),
  );
}

/** Puts the remembered answers back. */
export function rollback(queryClient: QueryClient, snapshot: PublicationsSnapshot | undefined) {
  snapshot?.forEach(([key, data]) => queryClient.setQueryData(key, data));
}
