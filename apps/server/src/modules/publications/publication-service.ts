import type { Publication } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/http-errors.ts';
import type { JsonAnswer } from '../../plugins/json-answer.ts';
import { encodePublicationAnswer } from './publication-json.ts';
import { readPublications } from './publication-loader.ts';
import { findVisibleId } from './publications-repo.ts';
import type { SharedDetailsStore } from './shared-details-store.ts';
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
export async function getPublication(
  db: Db,
  viewer: Viewer,
  id: number,
  details: SharedDetailsStore,
): Promise<JsonAnswer<Publication>> {
  const visibleId = await requireVisiblePublication(db, viewer, id);
  const [publication] = await readPublications(db, viewer, [visibleId], details);
  if (!publication) throw notFound();
  return encodePublicationAnswer<Publication>(publication);
}
