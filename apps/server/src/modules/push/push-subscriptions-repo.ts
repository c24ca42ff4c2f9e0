import type { PushSubscriptionBody } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';

/**
 * Stores a browser's subscription for the user. An endpoint already known (the same browser
 * subscribing again, or signed in as someone else since) is taken over with its new keys.
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  subscription: PushSubscriptionBody,
): Promise<void> {
  const { endpoint, keys } = subscription;
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: sql`now()` },
    });
}

/** Forgets the user's subscription of `endpoint` (someone else's is left alone). */
export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
