import type { Comment } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../plugins/http-errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { ownKeysOf, removeKeys } from './comment-images.ts';
import { loadComments } from './comment-loader.ts';
import { removeCommentNotices } from './comment-notices-repo.ts';
import { findCommentFacts, hasReplies, type CommentFactsRow } from './comment-read-repo.ts';
import {
  deleteComments,
  emptyIntoPlaceholder,
  findAllReplyIds,
  findImageUrls,
  findPlaceholderLeftEmpty,
} from './comment-write-repo.ts';
import { deleteMode, type CommentViewer } from './comments-policy.ts';

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
  const comment = await findCommentFacts(db, id, viewer);
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

async function makePlaceholder(tx: Db, id: number): Promise<string[]> {
  const urls = await findImageUrls(tx, [id]);
  await removeCommentNotices(tx, [id]);
  await emptyIntoPlaceholder(tx, id);
  return urls;
}

/**
 * Deletes the comment (with its replies when top-level, by cascade) and the notices about any
 * of them; a placeholder left without replies goes too.
 */
async function removeComment(tx: Db, comment: CommentFactsRow): Promise<string[]> {
  const ids = [comment.id];
  if (comment.parentId === null) {
    ids.push(...(await findAllReplyIds(tx, comment.id)));
  } else {
    const emptyPlaceholder = await findPlaceholderLeftEmpty(tx, comment.parentId, comment.id);
    if (emptyPlaceholder !== undefined) ids.push(emptyPlaceholder);
  }
  const urls = await findImageUrls(tx, ids);
  await removeCommentNotices(tx, ids);
  // The triggers of comments restamp the publication's comments_count and last_comment_date.
  await deleteComments(tx, ids);
  return urls;
}
