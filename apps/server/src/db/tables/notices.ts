import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { comments } from './comments.ts';
import { createdAt, identityId, oneOf } from './columns.ts';
import { publications } from './publications.ts';
import { users } from './users.ts';

/**
 * rtc: a reply to the receiver's comment; cl: a like on it; np: a new publication; nudge: staff
 * remind the receiver of a publication not viewed yet.
 */
export const NOTICE_TYPES = ['rtc', 'cl', 'np', 'nudge'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/**
 * A user's notifications. A notice outlives a deleted comment (its id becomes null: the SPA shows
 * "comment no longer exists"); 'np' notices are unique per receiver and publication, so fan-out
 * can be repeated safely (INSERT … ON CONFLICT DO NOTHING).
 */
export const notices = pgTable(
  'notices',
  {
    id: identityId(),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    publicationId: integer('publication_id').references(() => publications.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    check('notices_notice_type_check', oneOf(t.noticeType, NOTICE_TYPES)),
    uniqueIndex('notices_new_publication_unique')
      .on(t.receiverId, t.noticeType, t.publicationId)
      .where(sql`${t.noticeType} = 'np'`),
    index('notices_receiver_idx').on(t.receiverId, t.createdAt, t.id),
    // A reminder's 24-hour rule: who got one of this publication, and when.
    index('notices_nudge_idx')
      .on(t.publicationId, t.receiverId, t.createdAt)
      .where(sql`${t.noticeType} = 'nudge'`),
    index('notices_publication_idx')
      .on(t.publicationId)
      .where(sql`${t.publicationId} is not null`),
    index('notices_sender_comment_idx')
      .on(t.senderCommentId)
      .where(sql`${t.senderCommentId} is not null`),
    index('notices_receiver_comment_idx')
      .on(t.receiverCommentId)
      .where(sql`${t.receiverCommentId} is not null`),
  ],
);
