import type { Publication } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { loadPublications } from './publication-loader.ts';
import { findVisibleId } from './publications-repo.ts';
import type { Viewer } from './viewer.ts';

/**
 * The id of a publication the viewer may see.
 * @throws HttpError 404 when it does not exist or is not for them (also drafts and other flows).
 */
export async function requireVisiblePublication(
  db: Db,
  viewer: Viewer,
  id: number,
): Promise<number> {
  const visibleId = await findVisibleId(db, id, viewer);
  if (visibleId === undefined) throw notFound();
  return visibleId;
}

/** One publication in full (retrive), or 404. */
export async function getPublication(db: Db, viewer: Viewer, id: number): Promise<Publication> {
  const [publication] = await loadPublications(db, viewer, [
    await requireVisiblePublication(db, viewer, id),
  ]);
  if (!publication) throw notFound();
  return publication;
}
