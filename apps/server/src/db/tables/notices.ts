import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, oneOf } from './columns.ts';

/**
 * rtc: a reply to the receiver's comment; cl: a like on it; np: a new publication; nudge: staff
 * remind the receiver of a publication not viewed yet.
 */
export const NOTICE_TYPES = ['rtc', 'cl', 'np', 'nudge'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/**
 * A user's notifications. A notice outlives a deleted comment (its id becomes null: the SPA shows
 * "comment no longer exists"); an 'np' notice is sent once per receiver and publication (the
 * fan-out skips whoever has one, under the publication's fan-out lock).
 * Kept cheap to insert, since one publication inserts a notice per reader: no column is a foreign
 * key (checked per row, the receiver and the publication took a locked read of the user and of
 * the publication per notice, migration 0015; the sender and the comments, null in an np notice,
 * still cost three trigger calls per notice, migration 0019) and no unique index guards the np
 * notices. Statement triggers do what the keys did: deleting users or publications deletes their
 * notices, deleting users or comments empties the ids that named them. A sender or comment id is
 * written only in the transaction that inserts the reply or like, whose own keys lock the rows
 * it names until it commits.
 */
export const notices = pgTable(
  'notices',
  {
    id: identityId(),
    receiverId: integer('receiver_id').notNull(),
    noticeType: text('notice_type', { enum: NOTICE_TYPES }).notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    senderId: integer('sender_id'),
    /** The reply that caused an 'rtc' notice. */
    senderCommentId: integer('sender_comment_id'),
    /** The receiver's own comment that was answered ('rtc') or liked ('cl'). */
    receiverCommentId: integer('receiver_comment_id'),
    publicationId: integer('publication_id'),
  },
  (t) => [
    check('notices_notice_type_check', oneOf(t.noticeType, NOTICE_TYPES)),
    index('notices_receiver_idx').on(t.receiverId, t.createdAt, t.id),
    // A reminder's 24-hour rule: who got one of this publication, and when.
    index('notices_nudge_idx')
      .on(t.publicationId, t.receiverId, t.createdAt)
      .where(sql`${t.noticeType} = 'nudge'`),
    // A publication's notices: whom its fan-out reached already, and what goes with it.
    index('notices_publication_idx')
      .on(t.publicationId, t.receiverId)
      .where(sql`${t.publicationId} is not null`),
    // A deleted sender's notices lose their sender (the trigger of migration 0019).
    index('notices_sender_idx')
      .on(t.senderId)
      .where(sql`${t.senderId} is not null`),
    index('notices_sender_comment_idx')
      .on(t.senderCommentId)
      .where(sql`${t.senderCommentId} is not null`),
    index('notices_receiver_comment_idx')
      .on(t.receiverCommentId)
      .where(sql`${t.receiverCommentId} is not null`),
  ],
);

/**
 * A part of an np fan-out still to be sent: the publication's notices to the users with ids from
 * `fromUserId` to `toUserId`. Publishing queues one row per FAN_OUT_BATCH_USERS user ids in its
 * own transaction, and the schedulers of every server take them, two at a time each, one row per
 * transaction: 500,000 inserts no longer wait in the publishing transaction, and the parts run
 * side by side. `scheduleItemId`: the schedule item whose notified count each part adds to.
 */
export const noticeFanOuts = pgTable('notice_fan_outs', {
  id: identityId(),
  publicationId: integer('publication_id').notNull(),
  fromUserId: integer('from_user_id').notNull(),
  toUserId: integer('to_user_id').notNull(),
  scheduleItemId: integer('schedule_item_id'),
  createdAt: createdAt(),
});
