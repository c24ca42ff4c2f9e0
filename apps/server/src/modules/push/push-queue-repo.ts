import type { LANGUAGES } from '@app/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { pushDeliveries, pushSubscriptions } from '../../db/schema.ts';
import type { StoredSubscription } from './push-sender.ts';

/** A delivery taken from the queue by one worker. */
export interface ClaimedDelivery {
  id: number;
  /** Tries so far, this one included. */
  attempts: number;
  noticeId: number;
  subscriptionId: number;
  subscription: StoredSubscription;
  /** The receiver's language (the subscription's user). */
  language: (typeof LANGUAGES)[number];
}

/**
 * Takes up to `limit` due deliveries, oldest first, skipping those other workers hold
 * (FOR UPDATE SKIP LOCKED), and moves them `leaseMs` ahead with one more attempt counted: the
 * claim commits at once, so no lock is held while the messages are sent, and a worker that dies
 * mid-send leaves its deliveries due again after the lease. Deliveries whose subscription is gone
 * (the queue has no foreign keys) are deleted instead of claimed.
 */
export async function claimDueDeliveries(
  db: Db,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  const rows = await queryRows<{
    id: number;
    attempts: number;
    notice_id: number;
    subscription_id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    language: (typeof LANGUAGES)[number];
  }>(
    db,
    sql`with due as (
      select d.id, d.subscription_id from push_deliveries d where d.due_at <= now()
      order by d.due_at, d.id limit ${limit} for update skip locked
    ), orphaned as (
      delete from push_deliveries d using due
      where d.id = due.id
        and not exists (select 1 from push_subscriptions s where s.id = due.subscription_id)
    )
    update push_deliveries d
    set due_at = now() + ${leaseMs} * interval '1 millisecond', attempts = d.attempts + 1
    from due, push_subscriptions s, users u
    where d.id = due.id and s.id = d.subscription_id and u.id = s.user_id
    returning d.id, d.attempts, d.notice_id, d.subscription_id, s.endpoint, s.p256dh, s.auth,
      u.language`,
  );
  return rows.map((row) => ({
    id: row.id,
    attempts: row.attempts,
    noticeId: row.notice_id,
    subscriptionId: row.subscription_id,
    subscription: { endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
    language: row.language,
  }));
}

/**
 * Queues the push messages of the oldest np fan-out no other worker holds (SKIP LOCKED) for its
 * next `receivers` receiver ids, one per receiver's device, unless the publication has
 * disable_pushs by now, and moves the fan-out past them; the last range deletes it.
 * A range of ids, not the next n notices in receiver order: the planner, not knowing a new
 * publication has 500,000 notices, read them all and sorted them for each page (0.1–0.4 s).
 * The notice id span is a filter (`+ 0`), not a second index to AND with.
 * @returns whether a fan-out was found (false: none is waiting, or all are held by others).
 */
export async function queueFanOutPage(db: Db, receivers: number): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`with fan_out as (
      select f.id, f.publication_id, f.first_notice_id, f.last_notice_id, f.after_receiver_id,
        f.after_receiver_id + ${receivers}::integer as to_receiver_id,
        f.after_receiver_id + ${receivers}::integer >= f.last_receiver_id as last_page
      from push_fan_outs f order by f.id limit 1 for update skip locked
    ), page as (
      select n.id, n.receiver_id from fan_out f join notices n
        on n.publication_id = f.publication_id
        and n.receiver_id > f.after_receiver_id and n.receiver_id <= f.to_receiver_id
        and n.id + 0 between f.first_notice_id and f.last_notice_id
      where n.notice_type = 'np'
    ), queued as (
      insert into push_deliveries (subscription_id, notice_id)
      select s.id, page.id from page join push_subscriptions s on s.user_id = page.receiver_id
      where not exists (select 1 from fan_out f join publications p on p.id = f.publication_id
        where p.disable_pushs)
    ), moved as (
      update push_fan_outs f set after_receiver_id = fan_out.to_receiver_id
      from fan_out where f.id = fan_out.id and not fan_out.last_page
    ), finished as (
      delete from push_fan_outs f using fan_out where f.id = fan_out.id and fan_out.last_page
    )
    select exists (select 1 from fan_out) as found`,
  );
  return row?.found === true;
}

/** Takes delivered (or abandoned) messages off the queue. */
export async function removeDeliveries(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushDeliveries).where(inArray(pushDeliveries.id, [...ids]));
}

/**
 * Forgets subscriptions the push service no longer knows; their queued messages are dropped when
 * claimed.
 */
export async function removeSubscriptions(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}

/** Makes a delivery due again after `delayMs`. */
export async function retryDeliveryLater(db: Db, id: number, delayMs: number): Promise<void> {
  await db.execute(
    sql`update push_deliveries set due_at = now() + ${delayMs} * interval '1 millisecond'
      where id = ${id}`,
  );
}
