import {
  COMMENT_OWN_LIKE_CODE,
  type Comment,
  type CommentLikeState,
  type CommentReportResponse,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../plugins/http-errors.ts';
import { loadComments } from './comment-loader.ts';
import { noticeLike, withdrawLikeNotice } from './comment-notices-repo.ts';
import { findCommentFacts, findLikeState, type CommentFactsRow } from './comment-read-repo.ts';
import {
  addCommentLike,
  recordCommentReport,
  removeCommentLike,
  updateCommentFixed,
} from './comment-write-repo.ts';
import {
  canLikeComment,
  requirePinnable,
  requireReportable,
  type CommentViewer,
} from './comments-policy.ts';

function forbidden(detail: string): HttpError {
  return new HttpError(403, detail, 'permission_denied');
}

/** A comment the viewer may act on: visible and not a placeholder, else 404. */
async function requireLiveComment(
  db: Db,
  viewer: CommentViewer,
  id: number,
): Promise<CommentFactsRow> {
  const comment = await findCommentFacts(db, id, viewer);
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
      if (await addCommentLike(tx, viewer.id, comment.id)) {
        await noticeLike(tx, viewer.id, comment);
      }
      return;
    }
    if (await removeCommentLike(tx, viewer.id, comment.id)) {
      await withdrawLikeNotice(tx, viewer.id, comment.id);
    }
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
  const comment = await findCommentFacts(db, id, viewer);
  if (!comment) throw notFound('The comment no longer exists.');
  requirePinnable(viewer, comment, isFixed);
  await updateCommentFixed(db, comment.id, isFixed);
  const [updated] = await loadComments(db, viewer, [comment.id]);
  if (!updated) throw notFound('The comment no longer exists.');
  return updated;
}

/** Reports a comment (idempotent): moderators then see bad_reported. Staff, own comment: 403. */
export async function reportComment(
  db: Db,
  viewer: CommentViewer,
  id: number,
): Promise<CommentReportResponse> {
  const comment = await requireLiveComment(db, viewer, id);
  requireReportable(viewer, comment);
  await db.transaction((tx) => recordCommentReport(tx, viewer.id, comment.id));
  return { pk: comment.id, reported: true };
}
