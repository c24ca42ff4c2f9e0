import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Notices that follow comment actions (DESIGN §4), written in the caller's transaction:
 * rtc to the author of the comment answered, cl to the author of a liked comment; never to
 * oneself, only when the receiver's settings allow it (no settings row: everything on).
 */

interface NoticeRow {
  type: 'rtc' | 'cl';
  /** The receiver's notice_settings column that must be on. */
  setting: SQL;
  receiverId: number;
  senderId: number;
  senderCommentId: number | null;
  receiverCommentId: number;
  publicationId: number;
}

/** Inserts the notice when the receiver's settings allow it (which lights their bell). */
async function notify(tx: Db, notice: NoticeRow): Promise<void> {
  if (notice.receiverId === notice.senderId) return;
  await tx.execute(sql`insert into notices (receiver_id, notice_type, sender_id, sender_comment_id,
        receiver_comment_id, publication_id)
      select u.id, ${notice.type}::text, ${notice.senderId}::integer,
        ${notice.senderCommentId}::integer, ${notice.receiverCommentId}::integer,
        ${notice.publicationId}::integer
      from users u left join notice_settings s on s.user_id = u.id
      where u.id = ${notice.receiverId} and coalesce(${notice.setting}, true)`);
}

/** rtc: `reply` answered `answered` (a comment of someone else). */
export async function noticeReply(
  tx: Db,
  reply: { id: number; authorId: number; publicationId: number },
  answered: { id: number; authorId: number },
): Promise<void> {
  await notify(tx, {
    type: 'rtc',
    setting: sql`s.notification_reply_to_comment`,
    receiverId: answered.authorId,
    senderId: reply.authorId,
    senderCommentId: reply.id,
    receiverCommentId: answered.id,
    publicationId: reply.publicationId,
  });
}

/** cl: `likerId` liked `comment`. Call only when the like was new. */
export async function noticeLike(
  tx: Db,
  likerId: number,
  comment: { id: number; authorId: number; publicationId: number },
): Promise<void> {
  await notify(tx, {
    type: 'cl',
    setting: sql`s.notification_comment_like`,
    receiverId: comment.authorId,
    senderId: likerId,
    senderCommentId: null,
    receiverCommentId: comment.id,
    publicationId: comment.publicationId,
  });
}

/** Unlike: the like's cl notice goes too. */
export async function withdrawLikeNotice(tx: Db, likerId: number, commentId: number) {
  await tx.execute(sql`delete from notices
    where notice_type = 'cl' and receiver_comment_id = ${commentId} and sender_id = ${likerId}`);
}

/**
 * Before comments are deleted (or emptied into a placeholder): every rtc and cl notice caused
 * by them or pointing to them goes, so no notice is left naming a comment that is not there.
 */
export async function removeCommentNotices(tx: Db, commentIds: readonly number[]) {
  if (commentIds.length === 0) return;
  const ids = sql`${sql.param([...commentIds])}::integer[]`;
  await tx.execute(sql`delete from notices
    where notice_type in ('rtc', 'cl')
      and (sender_comment_id = any(${ids}) or receiver_comment_id = any(${ids}))`);
}
