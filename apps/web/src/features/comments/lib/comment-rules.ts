import {
  canSeeCommentReports,
  canUseComments,
  COMMENT_MAX_IMAGES,
  COMMENT_MAX_LENGTH,
  COMMENT_ORDERINGS,
  commentDeleteMode,
  commentLikeVerdict,
  commentPinVerdict,
  commentReportVerdict,
  type Comment,
  type CommentFacts,
  type CommentOrdering,
  type UserInfo,
} from '@app/contract';
import { viewerFactsOf } from '../../../shared/lib/viewer-facts.ts';

/** Texts longer than this are cut with Show more (spec 01 §9). */
export const TRUNCATE_AT = 1000;

/** The pagination control shows only with more than one page (spec 01 §5). */
export function showsPagination(countPages: number): boolean {
  return countPages > 1;
}

/** First/last jump arrows show only with more than 3 pages. */
export function showsJumpArrows(countPages: number): boolean {
  return countPages > 3;
}

/** The sort control shows only with at least 2 comments. */
export function showsSort(commentCount: number): boolean {
  return commentCount >= 2;
}

/** At most `width` consecutive page numbers around `page`, within 1..countPages. */
export function visiblePages(page: number, countPages: number, width = 5): number[] {
  const size = Math.min(width, countPages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), countPages - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

/** A stored or linked sort option, or the default created_at when it is not one. */
export function parseOrdering(value: string | null | undefined): CommentOrdering {
  return COMMENT_ORDERINGS.find((ordering) => ordering === value) ?? 'created_at';
}

/** The text cut at TRUNCATE_AT characters when longer (the full text once `expanded`). */
export function truncateText(
  text: string,
  expanded: boolean,
): { shown: string; truncated: boolean } {
  const long = text.length > TRUNCATE_AT;
  if (!long || expanded) return { shown: text, truncated: false };
  return { shown: `${text.slice(0, TRUNCATE_AT).replace(/[\s.]+$/, '')}…`, truncated: true };
}

/** Whether a text can be sent: not over the limit, and text or at least one image. */
export function canSend(text: string, imageCount: number): boolean {
  if (text.length > COMMENT_MAX_LENGTH) return false;
  return text.trim().length > 0 || imageCount > 0;
}

/** What adding `added` files to `current` gives: too many clears the whole selection. */
export function addImages<T>(
  current: readonly T[],
  added: readonly T[],
): { images: T[]; tooMany: boolean } {
  if (current.length + added.length > COMMENT_MAX_IMAGES) return { images: [], tooMany: true };
  return { images: [...current, ...added], tooMany: false };
}

/** What `user` may do with `comment` (the server refuses the rest too). */
export interface CommentAbilities {
  like: boolean;
  reply: boolean;
  delete: boolean;
  report: boolean;
  pin: boolean;
  /** The warning icon on reported comments. */
  seeReports: boolean;
}

/** The rule facts of a wire comment. */
function commentFactsOf(comment: Comment): CommentFacts {
  return {
    authorId: comment.jwt_client.user_id,
    parentId: comment.parent,
    removed: comment.abstract_removed,
  };
}

/**
 * The abilities of `user` on `comment` of a publication whose comments may be `disabled`: the
 * contract's rules, and no action at all on a placeholder.
 */
export function commentAbilities(
  user: UserInfo,
  comment: Comment,
  disabled: boolean,
): CommentAbilities {
  const viewer = viewerFactsOf(user);
  const facts = commentFactsOf(comment);
  const live = !facts.removed;
  return {
    like: live && commentLikeVerdict(viewer, facts) !== 'green',
    reply: live && !disabled && canUseComments(viewer),
    delete: live && commentDeleteMode(viewer, facts) !== null,
    report: live && commentReportVerdict(viewer, facts) === 'ok',
    pin: live && commentPinVerdict(viewer, facts, !comment.isFixed) === 'ok',
    seeReports: canSeeCommentReports(viewer),
  };
}

/** The comments section shows for everyone except green-flow users (spec 01 §5). */
export function seesComments(user: UserInfo): boolean {
  return canUseComments(viewerFactsOf(user));
}
