import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bellLit } from '../../db/notice-bell.ts';
import { notices, users } from '../../db/schema.ts';

/** Whether the user's bell is lit. */
export async function findBellLit(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ lit: bellLit }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.lit === true;
}

/**
 * Puts the user's bell out: every notice they have now counts as seen. A notice committed later
 * has a greater id and lights it again, unless one of theirs with a greater id committed first
 * (two sends to the same user overlapping, the popup opened between their commits): that notice
 * is still listed, unread, without the dot.
 */
export async function putOutBell(db: Db, userId: number): Promise<void> {
  await db.execute(sql`update ${users} set last_seen_notice_id = newest.id
    from (select max(id) as id from ${notices} where receiver_id = ${userId}) newest
    where ${users.id} = ${userId} and newest.id > ${users.lastSeenNoticeId}`);
}
