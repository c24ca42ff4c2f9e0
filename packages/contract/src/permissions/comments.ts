import type { ViewerFacts } from './viewer.ts';

/** What the comment rules read about a comment. */
export interface CommentFacts {
  authorId: number;
  /** The top-level comment a reply lives under; null for a top-level comment. */
  parentId: number | null;
  /** A placeholder left by its author's deletion (abstract_removed). */
  removed: boolean;
}

/** Users of a free (green) flow neither read nor write comments (spec 01 §5, §6). */
export function canUseComments(viewer: Pick<ViewerFacts, 'isGreen'>): boolean {
  return !viewer.isGreen;
}

/** Liking: not on a green flow, and never one's own comment (thisIsYourComment, spec 01 §5). */
export function commentLikeVerdict(
  viewer: Pick<ViewerFacts, 'userId' | 'isGreen'>,
  comment: Pick<CommentFacts, 'authorId'>,
): 'ok' | 'green' | 'own' {
  if (viewer.isGreen) return 'green';
  return comment.authorId === viewer.userId ? 'own' : 'ok';
}

/**
 * Deleting: the author deletes their own comment ('own': a placeholder stays when it has
 * replies); a moderator removes anyone's ('moderate': with its replies); others may not (null).
 */
export function commentDeleteMode(
  viewer: Pick<ViewerFacts, 'userId' | 'isModerator'>,
  comment: Pick<CommentFacts, 'authorId'>,
): 'own' | 'moderate' | null {
  if (comment.authorId === viewer.userId) return 'own';
  return viewer.isModerator ? 'moderate' : null;
}

/**
 * Pinning (`isFixed` true) or unpinning: super moderators only ('role'), top-level comments only
 * ('reply'), and a placeholder is never pinned ('removed'), though it may be unpinned.
 */
export function commentPinVerdict(
  viewer: Pick<ViewerFacts, 'isSuperModerator'>,
  comment: Pick<CommentFacts, 'parentId' | 'removed'>,
  isFixed: boolean,
): 'ok' | 'role' | 'reply' | 'removed' {
  if (!viewer.isSuperModerator) return 'role';
  if (comment.parentId !== null) return 'reply';
  return isFixed && comment.removed ? 'removed' : 'ok';
}

/**
 * Reporting: staff do not report comments (spec 01 §6), green-flow users have no comments at
 * all, and nobody reports their own comment.
 */
export function commentReportVerdict(
  viewer: Pick<ViewerFacts, 'userId' | 'isStaff' | 'isGreen'>,
  comment: Pick<CommentFacts, 'authorId'>,
): 'ok' | 'staff' | 'green' | 'own' {
  if (viewer.isStaff) return 'staff';
  if (viewer.isGreen) return 'green';
  return comment.authorId === viewer.userId ? 'own' : 'ok';
}

/** Reports (bad_reported, the warning icon) are shown to moderators only. */
export function canSeeCommentReports(viewer: Pick<ViewerFacts, 'isModerator'>): boolean {
  return viewer.isModerator;
}
