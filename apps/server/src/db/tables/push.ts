import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz } from './columns.ts';
import { users } from './users.ts';

/** A browser's push subscription (one user may have several devices); its endpoint is unique. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * The push queue: one row per notice and subscription, filled by the database itself when
 * notices are inserted (trigger `notices_queue_pushes`, migrations 0012–0013) and emptied by the
 * push workers (SKIP LOCKED). `due_at` is when to try next: a claim moves it past the send's
 * timeout, so a worker that dies mid-send leaves the row to another.
 * No foreign keys: each is a check per row, and one publication queues 50,000 rows in its
 * publishing transaction (they took 0.5 s of it). A message whose subscription or notice is gone
 * is dropped when a worker claims it.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: identityId(),
    subscriptionId: integer('subscription_id').notNull(),
    noticeId: integer('notice_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamptz('due_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('push_deliveries_due_idx').on(t.dueAt, t.id)],
);
