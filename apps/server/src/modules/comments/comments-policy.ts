import type { Actor } from '../../plugins/auth.ts';
import { viewerOf, type Viewer } from '../publications/viewer.ts';

/** Who reads and writes comments: the publication viewer plus the moderation roles. */
export interface CommentViewer extends Viewer {
  /** Moderators (super moderators included) delete any comment and see reports. */
  isModerator: boolean;
  /** Super moderators pin and unpin top-level comments. */
  isSuperModerator: boolean;
}

/** The comment facts the rules below look at. */
export interface CommentFacts {
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

/** Users of a free (green) flow neither comment nor like comments (spec 01 §5, DESIGN §4). */
export function canWriteComments(viewer: Pick<CommentViewer, 'isGreen'>): boolean {
  return !viewer.isGreen;
}

/** Liking: not on a green flow, and never one's own comment (thisIsYourComment). */
export function canLikeComment(
  viewer: Pick<CommentViewer, 'id' | 'isGreen'>,
  comment: Pick<CommentFacts, 'authorId'>,
): 'ok' | 'green' | 'own' {
  if (viewer.isGreen) return 'green';
  return comment.authorId === viewer.id ? 'own' : 'ok';
}

/**
 * Deleting: the author deletes their own comment ('own': a placeholder stays when it has
 * replies); a moderator removes anyone's ('moderate': with its replies).
 */
export function deleteMode(
  viewer: Pick<CommentViewer, 'id' | 'isModerator'>,
  comment: Pick<CommentFacts, 'authorId'>,
): 'own' | 'moderate' | null {
  if (comment.authorId === viewer.id) return 'own';
  return viewer.isModerator ? 'moderate' : null;
}

/** Pinning is for super moderators. */
export function canPinComments(viewer: Pick<CommentViewer, 'isSuperModerator'>): boolean {
  return viewer.isSuperModerator;
}

/** Staff do not report comments (spec 01 §6); green-flow users have no comments at all. */
export function canReportComments(viewer: Pick<CommentViewer, 'isStaff' | 'isGreen'>): boolean {
  return !viewer.isStaff && !viewer.isGreen;
}

/** Reports (bad_reported) are shown to moderators only. */
export function canSeeReports(viewer: Pick<CommentViewer, 'isModerator'>): boolean {
  return viewer.isModerator;
}
