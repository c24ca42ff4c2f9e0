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
 * notices other than np are inserted (trigger `notices_queue_pushes`, migrations 0012–0013 and
 * 0018), a page at a time from `push_fan_outs` for np notices, and emptied by the push workers
 * (SKIP LOCKED). `due_at` is when to try next: a claim moves it past the send's
 * timeout, so a worker that dies mid-send leaves the row to another.
 * No foreign keys: each is a check per row, and a fan-out's page queues 1,000 rows at once (a
 * publication's 50,000, when they were queued in its transaction, took 0.5 s of it for the keys).
 * A message whose subscription or notice is gone is dropped when a worker claims it.
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

/**
 * An np fan-out (or one part of it) whose push messages are still to be queued: its notices are
 * the publication's np notices with ids from `firstNoticeId` to `lastNoticeId` to receivers past
 * `afterReceiverId` up to `lastReceiverId` (one fan-out of a publication to the same users runs
 * at a time, under their range's lock, so no other np notice of the publication falls between).
 * The push workers queue them a range of receiver ids at a time past `afterReceiverId`, so a
 * fan-out writes this one row instead of a message per receiver's device (50,000 per part).
 */
export const pushFanOuts = pgTable('push_fan_outs', {
  id: identityId(),
  publicationId: integer('publication_id').notNull(),
  firstNoticeId: integer('first_notice_id').notNull(),
  lastNoticeId: integer('last_notice_id').notNull(),
  lastReceiverId: integer('last_receiver_id').notNull(),
  afterReceiverId: integer('after_receiver_id').notNull().default(0),
  createdAt: createdAt(),
});
