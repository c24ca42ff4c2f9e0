import type { Comment } from '@app/contract';

/** Where a comment sits: its pk, its top-level comment for a reply, and its page. */
export interface CommentLocation {
  publicationId: number;
  comment: Pick<Comment, 'pk' | 'parent'>;
  page: number;
}

/**
 * The app path of a comment, in the topic form `/topic/:id?cId=&chId=&p=` (cId the top-level
 * comment, chId the reply, p the page of the top-level comment).
 */
export function commentPath({ publicationId, comment, page }: CommentLocation): string {
  const query = new URLSearchParams();
  query.set('cId', String(comment.parent ?? comment.pk));
  if (comment.parent !== null) query.set('chId', String(comment.pk));
  query.set('p', String(page));
  return `/topic/${publicationId}?${query.toString()}`;
}

/** The shareable address of a comment: this app's address with the comment's hash route. */
export function commentShareUrl(location: CommentLocation): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#${commentPath(location)}`;
}

/** A deep link's target, read from the query of /topic/:id or /publicate/:id. */
export interface CommentTarget {
  /** The comment to show (a top-level comment or a reply). */
  pk: number;
  /** Its top-level comment when known to be a reply (chId links). */
  parentPk: number | null;
  /** The page named by the link (p), when any: a hint, checked against what it holds. */
  page: number | null;
}

function positive(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const number = Number(value);
  return number <= 2_147_483_647 ? number : null;
}

/** The comment a link points at: `cId`/`chId`/`p` (topic form) or `comment_target_id`. */
export function readCommentTarget(search: URLSearchParams): CommentTarget | null {
  const child = positive(search.get('chId'));
  const top = positive(search.get('cId'));
  const page = positive(search.get('p'));
  if (child !== null) return { pk: child, parentPk: top, page };
  if (top !== null) return { pk: top, parentPk: null, page };
  const target = positive(search.get('comment_target_id'));
  return target === null ? null : { pk: target, parentPk: null, page: null };
}
