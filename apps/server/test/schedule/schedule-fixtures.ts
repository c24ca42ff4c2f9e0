import type { ScheduleEvent, ScheduleState } from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { notices, publications, scheduleItems } from '../../src/db/schema.ts';

/** Inserts schedule items of a publication directly (state pending unless given). */
export async function addItems(
  db: Db,
  publicationId: number,
  items: { event: ScheduleEvent; eventDate: Date; state?: ScheduleState }[],
): Promise<number[]> {
  const rows = await db
    .insert(scheduleItems)
    .values(items.map((item) => ({ ...item, publicationId })))
    .returning({ id: scheduleItems.id });
  return rows.map((row) => row.id);
}

export async function itemsOf(db: Db, publicationId: number) {
  return db
    .select()
    .from(scheduleItems)
    .where(eq(scheduleItems.publicationId, publicationId))
    .orderBy(asc(scheduleItems.eventDate), asc(scheduleItems.id));
}

export async function postOf(db: Db, id: number) {
  const [row] = await db.select().from(publications).where(eq(publications.id, id));
  if (!row) throw new Error(`no publication ${id}`);
  return row;
}

/** np notices of the publication. */
export async function npNotices(db: Db, publicationId: number) {
  return db
    .select()
    .from(notices)
    .where(and(eq(notices.publicationId, publicationId), eq(notices.noticeType, 'np')));
}

/** `minutes` after (or before, when negative) `base`. */
export function minutesFrom(base: Date, minutes: number): Date {
  return new Date(base.getTime() + minutes * 60_000);
}
