import type { Comment } from '@app/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commentImages, comments } from '../../db/schema.ts';
import { HttpError, notFound } from '../../plugins/http-errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { readableBy } from '../publications/publication-scope.ts';
import { ownKeysOf, removeKeys } from './comment-images.ts';
import { loadComments } from './comment-loader.ts';
import { removeCommentNotices } from './comment-notices.ts';
import { deleteMode, type CommentViewer } from './comments-policy.ts';
import { findCommentFacts, hasReplies, type CommentFactsRow } from './comments-repo.ts';

/**
 * DELETE comment/delete/{pk}/. The author's own top-level comment with replies becomes a
 * placeholder (abstract_removed: text, images, pin and its notices gone) and is answered 200
 * with the updated comment; otherwise the comment is deleted (a moderator's deletion takes the
 * replies with it) and the answer is null (204). Others: 403; gone or a placeholder: 404.
 */
export async function deleteComment(
  db: Db,
  storage: FileStorage,
  viewer: CommentViewer,
  id: number,
): Promise<Comment | null> {
  const comment = await findCommentFacts(db, id, readableBy(viewer));
  if (!comment || (comment.abstractRemoved && !viewer.isModerator)) throw notFound();
  const mode = deleteMode(viewer, comment);
  if (mode === null) {
    throw new HttpError(403, 'You can delete only your own comments.', 'permission_denied');
  }
  const keepPlaceholder =
    mode === 'own' &&
    comment.parentId === null &&
    !comment.abstractRemoved &&
    (await hasReplies(db, comment.id));
  const imageUrls = keepPlaceholder
    ? await db.transaction((tx) => makePlaceholder(tx, comment.id))
    : await db.transaction((tx) => removeComment(tx, comment));
  await removeKeys(storage, ownKeysOf(imageUrls));
  if (!keepPlaceholder) return null;
  const [updated] = await loadComments(db, viewer, [comment.id]);
  return updated ?? null;
}

/** Image URLs of the comments, before their rows go. */
async function imageUrlsOf(tx: Db, ids: readonly number[]): Promise<string[]> {
  const rows = await tx
    .select({ image: commentImages.image, pico: commentImages.formattedImagePico })
    .from(commentImages)
    .where(inArray(commentImages.commentId, [...ids]));
  return rows.flatMap((row) => [row.image, row.pico]);
}

async function makePlaceholder(tx: Db, id: number): Promise<string[]> {
  const urls = await imageUrlsOf(tx, [id]);
  await removeCommentNotices(tx, [id]);
  await tx.delete(commentImages).where(eq(commentImages.commentId, id));
  await tx
    .update(comments)
    .set({ text: '', textWeb: '', abstractRemoved: true, isFixed: false })
    .where(eq(comments.id, id));
  return urls;
}

/**
 * Deletes the comment (with its replies when top-level, by cascade) and the notices about any
 * of them; a placeholder left without replies goes too.
 */
async function removeComment(tx: Db, comment: CommentFactsRow): Promise<string[]> {
  const ids = [comment.id];
  if (comment.parentId === null) {
    const replies = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.parentId, comment.id));
    ids.push(...replies.map((reply) => reply.id));
  } else {
    const [emptyPlaceholder] = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(
        sql`${comments.id} = ${comment.parentId} and ${comments.abstractRemoved}
          and not exists (select 1 from comments r
            where r.parent_id = ${comment.parentId} and r.id <> ${comment.id})`,
      );
    if (emptyPlaceholder) ids.push(emptyPlaceholder.id);
  }
  const urls = await imageUrlsOf(tx, ids);
  await removeCommentNotices(tx, ids);
  // The triggers of comments restamp the publication's comments_count and last_comment_date.
  await tx.delete(comments).where(inArray(comments.id, ids));
  return urls;
}
