import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  commentImages,
  commentLikes,
  commentReports,
  comments,
  type NewComment,
} from '../../db/schema.ts';
import type { StoredImage } from './comment-images.ts';

/** Inserts a comment (the triggers of comments restamp its publication). @returns its id. */
export async function insertComment(tx: Db, values: NewComment): Promise<number> {
  const [row] = await tx.insert(comments).values(values).returning({ id: comments.id });
  if (!row) throw new Error('The comment was not inserted');
  return row.id;
}

/** Attaches the stored images to the comment, in their order. */
export async function insertCommentImages(
  tx: Db,
  commentId: number,
  images: readonly StoredImage[],
): Promise<void> {
  if (images.length === 0) return;
  await tx
    .insert(commentImages)
    .values(images.map((image, sort) => ({ commentId, sort, ...image })));
}

/** Adds the user's like of the comment. @returns false when it was there already. */
export async function addCommentLike(tx: Db, userId: number, commentId: number): Promise<boolean> {
  const added = await tx
    .insert(commentLikes)
    .values({ userId, commentId })
    .onConflictDoNothing()
    .returning({ id: commentLikes.commentId });
  return added.length > 0;
}

/** Removes the user's like of the comment. @returns false when there was none. */
export async function removeCommentLike(
  tx: Db,
  userId: number,
  commentId: number,
): Promise<boolean> {
  const removed = await tx
    .delete(commentLikes)
    .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
    .returning({ id: commentLikes.commentId });
  return removed.length > 0;
}

/** Pins or unpins the comment. */
export async function updateCommentFixed(
  db: Db,
  commentId: number,
  isFixed: boolean,
): Promise<void> {
  await db.update(comments).set({ isFixed }).where(eq(comments.id, commentId));
}

/** Records the user's report of the comment (once) and marks the comment reported. */
export async function recordCommentReport(
  tx: Db,
  userId: number,
  commentId: number,
): Promise<void> {
  await tx.insert(commentReports).values({ userId, commentId }).onConflictDoNothing();
  await tx.update(comments).set({ badReported: true }).where(eq(comments.id, commentId));
}

/** Image URLs (full and pico) of the comments. */
export async function findImageUrls(tx: Db, ids: readonly number[]): Promise<string[]> {
  const rows = await tx
    .select({ image: commentImages.image, pico: commentImages.formattedImagePico })
    .from(commentImages)
    .where(inArray(commentImages.commentId, [...ids]));
  return rows.flatMap((row) => [row.image, row.pico]);
}

/** Empties the comment into a placeholder: no text, images or pin, abstract_removed set. */
export async function emptyIntoPlaceholder(tx: Db, id: number): Promise<void> {
  await tx.delete(commentImages).where(eq(commentImages.commentId, id));
  await tx
    .update(comments)
    .set({ text: '', textWeb: '', abstractRemoved: true, isFixed: false })
    .where(eq(comments.id, id));
}

/** Ids of every reply under the top-level comment. */
export async function findAllReplyIds(tx: Db, parentId: number): Promise<number[]> {
  const replies = await tx
    .select({ id: comments.id })
    .from(comments)
    .where(eq(comments.parentId, parentId));
  return replies.map((reply) => reply.id);
}

/** The placeholder `parentId` when `replyId` is its only reply left, else undefined. */
export async function findPlaceholderLeftEmpty(
  tx: Db,
  parentId: number,
  replyId: number,
): Promise<number | undefined> {
  const [emptyPlaceholder] = await tx
    .select({ id: comments.id })
    .from(comments)
    .where(
      sql`${comments.id} = ${parentId} and ${comments.abstractRemoved}
        and not exists (select 1 from comments r
          where r.parent_id = ${parentId} and r.id <> ${replyId})`,
    );
  return emptyPlaceholder?.id;
}

/** Deletes the comments (the triggers of comments restamp their publication). */
export async function deleteComments(tx: Db, ids: readonly number[]): Promise<void> {
  await tx.delete(comments).where(inArray(comments.id, [...ids]));
}
