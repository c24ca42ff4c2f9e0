import type { DemoRole } from '@app/contract';
import { sql } from 'drizzle-orm';
import { notices, type Notice } from '../../db/schema.ts';
import { addDays } from '../moscow-time.ts';
import type { People, SeedContext, SeededPost } from './context.ts';
import type { SeededComment, SeededCommentLike } from './insert-comments.ts';
import { inChunks } from './rows.ts';

type NewNotice = Omit<Notice, 'id'>;

/** Demo readers who get new-publication notices, and which posts count for them. */
const NEW_POST_READERS: { role: DemoRole; matches: (post: SeededPost) => boolean }[] = [
  {
    role: 'client',
    matches: (post) => post.flows.includes('main') && !post.key.startsWith('rpp-'),
  },
  { role: 'paid', matches: (post) => post.key.startsWith('rpp-') },
  { role: 'english', matches: (post) => post.flows.includes('english') },
];

/**
 * Inserts the notices that the seeded activity implies: 'rtc' for every reply to someone else's
 * comment, 'cl' for every like of a comment, and 'np' for the latest posts of three demo readers.
 * Notices older than two days are read; a reader with unread ones has the bell lit.
 */
export async function insertNotices(
  ctx: SeedContext,
  posts: SeededPost[],
  people: People,
  activity: { comments: SeededComment[]; likes: SeededCommentLike[] },
): Promise<void> {
  const { tx, now } = ctx;
  const readBefore = addDays(now, -2);
  const notice = (row: Omit<NewNotice, 'read'>): NewNotice => ({
    ...row,
    read: row.createdAt < readBefore,
  });
  const authorOf = new Map(activity.comments.map((comment) => [comment.id, comment.authorId]));

  const replies = activity.comments.flatMap((comment) =>
    comment.answersAuthorId !== null && comment.answersAuthorId !== comment.authorId
      ? [
          notice({
            receiverId: comment.answersAuthorId,
            noticeType: 'rtc',
            createdAt: comment.createdAt,
            senderId: comment.authorId,
            senderCommentId: comment.id,
            receiverCommentId: comment.answersId,
            publicationId: comment.publicationId,
          }),
        ]
      : [],
  );
  const likes = activity.likes.map((like) =>
    notice({
      receiverId: authorOf.get(like.commentId) ?? like.userId,
      noticeType: 'cl',
      createdAt: like.createdAt,
      senderId: like.userId,
      senderCommentId: null,
      receiverCommentId: like.commentId,
      publicationId: like.publicationId,
    }),
  );
  const newPosts = NEW_POST_READERS.flatMap(({ role, matches }) =>
    posts
      .filter((post) => post.status === 'published' && !post.isLesson && matches(post))
      .sort((a, b) => (b.pubStartDate?.getTime() ?? 0) - (a.pubStartDate?.getTime() ?? 0))
      .slice(0, 5)
      .map((post) =>
        notice({
          receiverId: people.demo[role].id,
          noticeType: 'np',
          createdAt: post.pubStartDate ?? now,
          senderId: null,
          senderCommentId: null,
          receiverCommentId: null,
          publicationId: post.id,
        }),
      ),
  );

  await inChunks([...replies, ...likes, ...newPosts], 1000, async (chunk) => {
    await tx.insert(notices).values(chunk);
    return [];
  });
  await tx.execute(sql`
    update users set last_seen_notice_id = coalesce(
      (select max(n.id) from notices n where n.receiver_id = users.id), 0)
    where not exists (select 1 from notices n where n.receiver_id = users.id and not n.read)`);
}
