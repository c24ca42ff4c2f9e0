import type { ScheduleEvent, ScheduleState } from '@app/contract';
import { and, asc, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { publications, scheduleItems } from '../../db/schema.ts';
import type { PublicationStatus } from '../../db/tables/publications.ts';

export type ScheduleItemRow = typeof scheduleItems.$inferSelect;

/**
 * Locks the publication row for the rest of the transaction (two saves of one schedule queue up
 * instead of interleaving). @returns false when there is no such publication.
 */
export async function lockPublication(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: publications.id })
    .from(publications)
    .where(eq(publications.id, id))
    .for('update');
  return rows.length > 0;
}

/**
 * Like lockPublication, with the post's stored status. @returns null when there is no such
 * publication.
 */
export async function lockPublicationStatus(
  db: Db,
  id: number,
): Promise<{ status: PublicationStatus } | null> {
  const [row] = await db
    .select({ status: publications.status })
    .from(publications)
    .where(eq(publications.id, id))
    .for('update');
  return row ?? null;
}

/**
 * Moves the publication's pending item of `event` to `eventDate`, or adds one when there is none
 * (a post has at most one pending item per event). Run after lockPublication, in its transaction.
 * @returns the pending item.
 */
export async function planEvent(
  db: Db,
  publicationId: number,
  event: ScheduleEvent,
  eventDate: Date,
): Promise<ScheduleItemRow> {
  const [moved] = await db
    .update(scheduleItems)
    .set({ eventDate })
    .where(
      and(
        eq(scheduleItems.publicationId, publicationId),
        eq(scheduleItems.state, 'pending'),
        eq(scheduleItems.event, event),
      ),
    )
    .returning();
  if (moved) return moved;
  const [created] = await db
    .insert(scheduleItems)
    .values({ publicationId, event, eventDate })
    .returning();
  if (!created) throw new Error('schedule item insert returned nothing');
  return created;
}

export async function publicationExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: publications.id })
    .from(publications)
    .where(eq(publications.id, id));
  return rows.length > 0;
}

/** Pending items, soonest first; with `history`, then the executed ones, latest first. */
export async function listItems(
  db: Db,
  publicationId: number,
  history: boolean,
): Promise<ScheduleItemRow[]> {
  const pending = await db
    .select()
    .from(scheduleItems)
    .where(and(eq(scheduleItems.publicationId, publicationId), eq(scheduleItems.state, 'pending')))
    .orderBy(asc(scheduleItems.eventDate), asc(scheduleItems.id));
  if (!history) return pending;
  const executed = await db
    .select()
    .from(scheduleItems)
    .where(and(eq(scheduleItems.publicationId, publicationId), ne(scheduleItems.state, 'pending')))
    .orderBy(desc(scheduleItems.executedAt), desc(scheduleItems.id));
  return [...pending, ...executed];
}

/** Ids of the publication's pending items, locked for the rest of the transaction. */
export async function lockPendingIds(db: Db, publicationId: number): Promise<number[]> {
  const rows = await db
    .select({ id: scheduleItems.id })
    .from(scheduleItems)
    .where(and(eq(scheduleItems.publicationId, publicationId), eq(scheduleItems.state, 'pending')))
    .for('update');
  return rows.map((row) => row.id);
}

export async function deletePendingExcept(
  db: Db,
  publicationId: number,
  keep: number[],
): Promise<void> {
  const conditions = [
    eq(scheduleItems.publicationId, publicationId),
    eq(scheduleItems.state, 'pending'),
  ];
  if (keep.length > 0) conditions.push(notInArray(scheduleItems.id, keep));
  await db.delete(scheduleItems).where(and(...conditions));
}

export interface PlannedItem {
  event: ScheduleEvent;
  eventDate: Date;
}

export async function updatePendingItem(db: Db, id: number, item: PlannedItem): Promise<void> {
  await db
    .update(scheduleItems)
    .set({ event: item.event, eventDate: item.eventDate })
    .where(and(eq(scheduleItems.id, id), eq(scheduleItems.state, 'pending')));
}

export async function insertItems(
  db: Db,
  publicationId: number,
  items: PlannedItem[],
): Promise<void> {
  if (items.length === 0) return;
  await db.insert(scheduleItems).values(items.map((item) => ({ ...item, publicationId })));
}

/** A claimed item with the state of its (also locked) post. */
export interface ClaimedItem {
  id: number;
  publication_id: number;
  event: ScheduleEvent;
  status: PublicationStatus;
  fix: boolean;
}

/**
 * Claims up to `limit` due pending items, oldest first, locking each item and its publication
 * with SKIP LOCKED, so concurrent workers never take the same item and never wait on each other
 * or on an editor's save. Only the earliest pending item of a publication is claimable: its
 * later items wait until it is no longer pending (committed), which keeps each post's actions in
 * order even with several workers. Run inside a transaction.
 */
export async function claimDueItems(db: Db, now: Date, limit: number): Promise<ClaimedItem[]> {
  return queryRows<ClaimedItem>(
    db,
    sql`select s.id, s.publication_id, s.event, p.status, p.fix
      from schedule_items s
      join publications p on p.id = s.publication_id
      where s.state = 'pending' and s.event_date <= ${now.toISOString()}::timestamptz
        and not exists (
          select 1 from schedule_items e
          where e.publication_id = s.publication_id and e.state = 'pending'
            and (e.event_date, e.id) < (s.event_date, s.id))
      order by s.event_date, s.id
      limit ${limit}
      for update of s, p skip locked`,
  );
}

/** Seconds since the oldest pending item fell due (0 when none is due): the worker's lag. */
export async function oldestDueAgeSeconds(db: Db): Promise<number> {
  const [row] = await queryRows<{ seconds: number }>(
    db,
    sql`select coalesce(extract(epoch from now() - min(event_date)), 0)::float8 as seconds
      from schedule_items where state = 'pending' and event_date <= now()`,
  );
  return row?.seconds ?? 0;
}

export interface PublicationPatch {
  status?: PublicationStatus;
  fix?: boolean;
  pubStartDate?: Date;
}

export async function updatePublication(
  db: Db,
  id: number,
  patch: PublicationPatch,
): Promise<void> {
  await db
    .update(publications)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(publications.id, id));
}

export interface ItemOutcome {
  state: Exclude<ScheduleState, 'pending'>;
  executedAt: Date;
  notifiedCount: number | null;
  error: string | null;
}

export async function markItem(db: Db, id: number, outcome: ItemOutcome): Promise<void> {
  await db.update(scheduleItems).set(outcome).where(eq(scheduleItems.id, id));
}
