import type { Db } from '../../db/client.ts';
import { loadReaderState } from './publication-details-repo.ts';
import { presentPublicationJson, type ReaderPublication } from './publication-json.ts';
import type { SharedDetailsStore } from './shared-details-store.ts';
import type { Viewer } from './viewer.ts';

/**
 * The publications of `ids` for the viewer, in the same order, to encode: what every reader sees
 * from `store` (as of the version read with the viewer's own state, so an edit or a new
 * comment shows at once), the viewer's views, likes, favorites and the counters read now.
 */
export async function readPublications(
  db: Db,
  viewer: Viewer,
  ids: readonly number[],
  store: SharedDetailsStore,
): Promise<ReaderPublication[]> {
  if (ids.length === 0) return [];
  const { state, version } = await loadReaderState(db, ids, viewer.id);
  const shared = await store.read(db, ids, version);
  return presentPublicationJson(ids, { ...shared, ...state }, viewer.language);
}
