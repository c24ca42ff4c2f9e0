import type { Publication } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { loadPublicationDetails } from './publication-details-repo.ts';
import { presentPublications } from './publication-presenter.ts';
import type { Viewer } from './viewer.ts';

/** The publications of `ids` in the API's shape for the viewer, in the same order. */
export async function loadPublications(
  db: Db,
  viewer: Viewer,
  ids: readonly number[],
): Promise<Publication[]> {
  if (ids.length === 0) return [];
  const details = await loadPublicationDetails(db, ids, viewer.id);
  return presentPublications(ids, details, viewer.language);
}
