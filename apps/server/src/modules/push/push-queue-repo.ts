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
 * Queues the push messages of the next page of `limit` notices of the oldest np fan-out no other
 * worker holds (SKIP LOCKED), one per receiver's device, unless the publication has
 * disable_pushs by now, and moves the fan-out past them; a fan-out with nothing left goes.
 * @returns whether a fan-out was found (false: none is waiting, or all are held by others).
 */
export async function queueFanOutPage(db: Db, limit: number): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`with fan_out as (
      select f.id, f.publication_id, f.first_notice_id, f.last_notice_id, f.after_receiver_id
      from push_fan_outs f order by f.id limit 1 for update skip locked
    ), page as (
      select n.id, n.receiver_id from fan_out f cross join lateral (
        select n.id, n.receiver_id from notices n
        where n.publication_id = f.publication_id and n.receiver_id > f.after_receiver_id
          and n.notice_type = 'np' and n.id between f.first_notice_id and f.last_notice_id
        order by n.receiver_id limit ${limit}
      ) n
    ), queued as (
      insert into push_deliveries (subscription_id, notice_id)
      select s.id, page.id from page join push_subscriptions s on s.user_id = page.receiver_id
      where not exists (select 1 from fan_out f join publications p on p.id = f.publication_id
        where p.disable_pushs)
    ), moved as (
      update push_fan_outs f set after_receiver_id = (select max(receiver_id) from page)
      from fan_out where f.id = fan_out.id and exists (select 1 from page)
    ), finished as (
      delete from push_fan_outs f using fan_out
      where f.id = fan_out.id and not exists (select 1 from page)
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
