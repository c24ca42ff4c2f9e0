import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readableBy } from '../../db/publication-scope.ts';
import {
  eventLog,
  publicationItems,
  publications,
  wikiPages,
  type EventType,
} from '../../db/schema.ts';
import type { Viewer } from '../publications/viewer.ts';

export interface NewEvent {
  userId: number;
  eventType: EventType;
  payload: Record<string, unknown>;
}

/** Appends one event to the log and returns its id. */
export async function insertEvent(db: Db, event: NewEvent): Promise<number> {
  const [row] = await db.insert(eventLog).values(event).returning({ id: eventLog.id });
  if (!row) throw new Error('The event log insert returned no row');
  return row.id;
}

/** Whether the item is one of the publication's (and the viewer may read the publication). */
export async function itemBelongsTo(
  db: Db,
  itemId: number,
  publicationId: number,
  viewer: Viewer,
): Promise<boolean> {
  const rows = await db
    .select({ id: publicationItems.id })
    .from(publicationItems)
    .innerJoin(publications, eq(publications.id, publicationItems.publicationId))
    .where(
      and(
        eq(publicationItems.id, itemId),
        eq(publicationItems.publicationId, publicationId),
        readableBy(viewer),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether a wiki page (category) with this id exists. */
export async function wikiPageExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: wikiPages.id })
    .from(wikiPages)
    .where(eq(wikiPages.id, id))
    .limit(1);
  return rows.length > 0;
}
