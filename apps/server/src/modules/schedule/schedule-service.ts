import {
  fromMoscowMinute,
  toMoscowMinute,
  type ScheduleItem,
  type ScheduleList,
  type ScheduleNowEvent,
  type ScheduleSyncBody,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../plugins/http-errors.ts';
import {
  deletePendingExcept,
  insertItems,
  listItems,
  lockPendingIds,
  lockPublication,
  lockPublicationStatus,
  planEvent,
  publicationExists,
  updatePendingItem,
  type PlannedItem,
  type ScheduleItemRow,
} from './schedule-repo.ts';

function present(row: ScheduleItemRow): ScheduleItem {
  return {
    pk: row.id,
    id: row.id,
    event: row.event,
    event_date: toMoscowMinute(row.eventDate),
    state: row.state,
    executed_at: row.executedAt?.toISOString() ?? null,
    notified_count: row.notifiedCount,
    error: row.error,
  };
}

/** The publication's schedule (pending items; executed ones too with `history`); 404 if unknown. */
export async function listSchedule(
  db: Db,
  publicationId: number,
  history: boolean,
): Promise<ScheduleList> {
  if (!(await publicationExists(db, publicationId))) throw notFound();
  return (await listItems(db, publicationId, history)).map(present);
}

/**
 * Replaces the publication's pending schedule with `rows` in one transaction: a row whose pk is
 * one of its pending items updates that item (keeping its pk), other rows are inserted, and
 * pending items not named are deleted. Executed items stay as history. An item the scheduler
 * is applying at that moment is locked: the save waits for it and then leaves it as history.
 * @returns the new pending schedule; 404 for an unknown publication.
 */
export async function syncSchedule(
  db: Db,
  publicationId: number,
  rows: ScheduleSyncBody,
): Promise<ScheduleList> {
  await db.transaction(async (tx) => {
    if (!(await lockPublication(tx, publicationId))) throw notFound();
    const pending = new Set(await lockPendingIds(tx, publicationId));
    const kept: number[] = [];
    const created: PlannedItem[] = [];
    for (const row of rows) {
      const item = { event: row.event, eventDate: fromMoscowMinute(row.event_date) };
      if (row.pk && pending.has(row.pk) && !kept.includes(row.pk)) {
        kept.push(row.pk);
        await updatePendingItem(tx, row.pk, item);
      } else {
        created.push(item);
      }
    }
    await deletePendingExcept(tx, publicationId, kept);
    await insertItems(tx, publicationId, created);
  });
  return (await listItems(db, publicationId, false)).map(present);
}

/**
 * Publish now / Unpublish from the editor, through the schedule: in one transaction (the post
 * locked, as a sync does) the post's pending item of `event` is moved to `now`, or one is added;
 * the worker applies it exactly once, with the np notices of an activation. Nothing is written
 * to the post here. 409 `already_published` / `not_published` when the post's stored status
 * leaves nothing to do; 404 for an unknown publication.
 * @returns the pending item.
 */
export async function planNow(
  db: Db,
  publicationId: number,
  event: ScheduleNowEvent,
  now: Date,
): Promise<ScheduleItem> {
  const row = await db.transaction(async (tx) => {
    const post = await lockPublicationStatus(tx, publicationId);
    if (!post) throw notFound();
    if (event === 'activation' && post.status === 'published') {
      throw new HttpError(409, 'The publication is already published.', 'already_published');
    }
    if (event === 'deactivation' && post.status !== 'published') {
      throw new HttpError(409, 'The publication is not published.', 'not_published');
    }
    return planEvent(tx, publicationId, event, now);
  });
  return present(row);
}
