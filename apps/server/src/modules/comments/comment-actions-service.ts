import {
  COMMENT_OWN_LIKE_CODE,
  type Comment,
  type CommentLikeState,
  type CommentReportResponse,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commentLikes, commentReports, comments } from '../../db/schema.ts';
import { FieldValidationError, HttpError, notFound } from '../../plugins/http-errors.ts';
import { readableBy } from '../publications/publication-scope.ts';
import { loadComments } from './comment-loader.ts';
import { noticeLike, withdrawLikeNotice } from './comment-notices.ts';
import {
  canLikeComment,
  canPinComments,
  canReportComments,
  type CommentViewer,
} from './comments-policy.ts';
import { findCommentFacts, findLikeState, type CommentFactsRow } from './comments-repo.ts';

function forbidden(detail: string): HttpError {
  return new HttpError(403, detail, 'permission_denied');
}

/** A comment the viewer may act on: visible and not a placeholder, else 404. */
async function requireLiveComment(
  db: Db,
  viewer: CommentViewer,
  id: number,
): Promise<CommentFactsRow> {
  const comment = await findCommentFacts(db, id, readableBy(viewer));
  if (!comment || comment.abstractRemoved) throw notFound('The comment no longer exists.');
  return comment;
}

async function likeState(db: Db, viewerId: number, commentId: number): Promise<CommentLikeState> {
  const state = await findLikeState(db, commentId, viewerId);
  return { pk: commentId, i_liked: state.iLiked, like_count: state.likeCount };
}

/**
 * Likes (or unlikes) a comment, idempotently; a new like sends a cl notice, an unlike takes it
 * back. 404 for a gone or removed comment, 403 on a green flow, 400 for one's own comment.
 */
export async function setCommentLiked(
  db: Db,
  viewer: CommentViewer,
  id: number,
  liked: boolean,
): Promise<CommentLikeState> {
  const comment = await requireLiveComment(db, viewer, id);
  if (liked) {
    const verdict = canLikeComment(viewer, comment);
    if (verdict === 'green') throw forbidden('Likes are not available on your flow.');
    if (verdict === 'own') {
      throw new HttpError(400, 'You cannot like your own comment.', COMMENT_OWN_LIKE_CODE);
    }
  }
  await db.transaction(async (tx) => {
    if (liked) {
      const added = await tx
        .insert(commentLikes)
        .values({ userId: viewer.id, commentId: comment.id })
        .onConflictDoNothing()
        .returning({ id: commentLikes.commentId });
      if (added.length > 0) await noticeLike(tx, viewer.id, comment);
      return;
    }
    const removed = await tx
      .delete(commentLikes)
      .where(and(eq(commentLikes.commentId, comment.id), eq(commentLikes.userId, viewer.id)))
      .returning({ id: commentLikes.commentId });
    if (removed.length > 0) await withdrawLikeNotice(tx, viewer.id, comment.id);
  });
  return likeState(db, viewer.id, comment.id);
}

/**
 * Pins or unpins a top-level comment (super moderators only: 403; a reply or a placeholder:
 * 400 non_field_errors). Answers the updated comment.
 */
export async function setCommentFixed(
  db: Db,
  viewer: CommentViewer,
  id: number,
  isFixed: boolean,
): Promise<Comment> {
  const comment = await findCommentFacts(db, id, readableBy(viewer));
  if (!comment) throw notFound('The comment no longer exists.');
  if (!canPinComments(viewer)) throw forbidden('Only super moderators pin comments.');
  if (comment.parentId !== null) {
    throw new FieldValidationError({
      non_field_errors: ['Only top-level comments can be pinned, not replies.'],
    });
  }
  if (isFixed && comment.abstractRemoved) {
    throw new FieldValidationError({ non_field_errors: ['A deleted comment cannot be pinned.'] });
  }
  await db.update(comments).set({ isFixed }).where(eq(comments.id, comment.id));
  const [updated] = await loadComments(db, viewer, [comment.id]);
  if (!updated) throw notFound('The comment no longer exists.');
  return updated;
}

/** Reports a comment (idempotent): moderators then see bad_reported. Staff: 403. */
export async function reportComment(
  db: Db,
  viewer: CommentViewer,
  id: number,
): Promise<CommentReportResponse> {
  const comment = await requireLiveComment(db, viewer, id);
  if (!canReportComments(viewer)) {
    throw forbidden(
      viewer.isStaff ? 'Staff do not report comments.' : 'Comments are not available on your flow.',
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(commentReports)
      .values({ userId: viewer.id, commentId: comment.id })
      .onConflictDoNothing();
    await tx.update(comments).set({ badReported: true }).where(eq(comments.id, comment.id));
  });
  return { pk: comment.id, reported: true };
}
