import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { comments } from './comments.ts';
import { createdAt, identityId, oneOf } from './columns.ts';
import { users } from './users.ts';

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
 * Kept cheap to insert, since one publication inserts a notice per reader (migration 0015): the
 * receiver and the publication are not foreign keys (checked per row, they took a locked read of
 * the user and of the publication per notice) and no unique index guards the np notices; a
 * statement trigger on `users` and one on `publications` delete their notices with them.
 */
export const notices = pgTable(
  'notices',
  {
    id: identityId(),
    receiverId: integer('receiver_id').notNull(),
    noticeType: text('notice_type', { enum: NOTICE_TYPES }).notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reply that caused an 'rtc' notice. */
    senderCommentId: integer('sender_comment_id').references(() => comments.id, {
      onDelete: 'set null',
    }),
    /** The receiver's own comment that was answered ('rtc') or liked ('cl'). */
    receiverCommentId: integer('receiver_comment_id').references(() => comments.id, {
      onDelete: 'set null',
    }),
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
    index('notices_sender_comment_idx')
      .on(t.senderCommentId)
      .where(sql`${t.senderCommentId} is not null`),
    index('notices_receiver_comment_idx')
      .on(t.receiverCommentId)
      .where(sql`${t.receiverCommentId} is not null`),
  ],
);
