import {
  commentDeleteMode,
  commentLikeVerdict,
  commentPinVerdict,
  commentReportVerdict,
  type ViewerFacts,
} from '@app/contract';
import type { Actor } from '../../plugins/auth.ts';
import { FieldValidationError, HttpError } from '../../plugins/http-errors.ts';
import { viewerOf, type Viewer } from '../publications/viewer.ts';

/** Who reads and writes comments: the publication viewer plus the moderation roles. */
export interface CommentViewer extends Viewer {
  /** Moderators (super moderators included) delete any comment and see reports. */
  isModerator: boolean;
  /** Super moderators pin and unpin top-level comments. */
  isSuperModerator: boolean;
}

/** The stored comment facts the rules below look at. */
export interface StoredCommentFacts {
  authorId: number;
  parentId: number | null;
  abstractRemoved: boolean;
}

/** The actor's flow facts and roles. */
export function commentViewerOf(actor: Actor): CommentViewer {
  return {
    ...viewerOf(actor),
    isModerator: actor.moderator || actor.superModerator,
    isSuperModerator: actor.superModerator,
  };
}

function viewerFacts(viewer: CommentViewer): ViewerFacts {
  return { ...viewer, userId: viewer.id };
}

function forbidden(detail: string): HttpError {
  return new HttpError(403, detail, 'permission_denied');
}

/** Liking: not on a green flow, and never one's own comment (thisIsYourComment). */
export function canLikeComment(
  viewer: CommentViewer,
  comment: Pick<StoredCommentFacts, 'authorId'>,
): 'ok' | 'green' | 'own' {
  return commentLikeVerdict(viewerFacts(viewer), comment);
}

/**
 * Deleting: the author deletes their own comment ('own': a placeholder stays when it has
 * replies); a moderator removes anyone's ('moderate': with its replies).
 */
export function deleteMode(
  viewer: CommentViewer,
  comment: Pick<StoredCommentFacts, 'authorId'>,
): 'own' | 'moderate' | null {
  return commentDeleteMode(viewerFacts(viewer), comment);
}

/**
 * Throws unless the viewer may set `isFixed` on the comment: 403 for anyone but super
 * moderators, 400 non_field_errors for a reply or for pinning a placeholder.
 */
export function requirePinnable(
  viewer: CommentViewer,
  comment: StoredCommentFacts,
  isFixed: boolean,
): void {
  const facts = { parentId: comment.parentId, removed: comment.abstractRemoved };
  const verdict = commentPinVerdict(viewer, facts, isFixed);
  if (verdict === 'role') throw forbidden('Only super moderators pin comments.');
  if (verdict === 'reply') {
    throw new FieldValidationError({
      non_field_errors: ['Only top-level comments can be pinned, not replies.'],
    });
  }
  if (verdict === 'removed') {
    throw new FieldValidationError({ non_field_errors: ['A deleted comment cannot be pinned.'] });
  }
}

const REPORT_REFUSALS = {
  staff: 'Staff do not report comments.',
  green: 'Comments are not available on your flow.',
  own: 'You cannot report your own comment.',
} as const;

/**
 * Throws 403 unless the viewer may report the comment: staff do not report (spec 01 §6),
 * green-flow users have no comments, and nobody reports their own comment.
 */
export function requireReportable(
  viewer: CommentViewer,
  comment: Pick<StoredCommentFacts, 'authorId'>,
): void {
  const verdict = commentReportVerdict(viewerFacts(viewer), comment);
  if (verdict !== 'ok') throw forbidden(REPORT_REFUSALS[verdict]);
}

// Green-flow users neither comment nor like comments; reports (bad_reported) are for moderators.
export {
  canUseComments as canWriteComments,
  canSeeCommentReports as canSeeReports,
} from '@app/contract';
