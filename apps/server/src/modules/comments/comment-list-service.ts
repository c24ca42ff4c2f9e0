import {
  COMMENT_PAGE_SIZE,
  type ChildrenCommentListResponse,
  type CommentFindQuery,
  type CommentFindResponse,
  type FixedCommentListResponse,
  type ParentCommentListQuery,
  type ParentCommentListResponse,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../plugins/http-errors.ts';
import { loadCommentPage, loadComments } from './comment-loader.ts';
import {
  countListedBefore,
  findCommentFacts,
  findFixedIds,
  findPublication,
  findReplyIds,
} from './comment-read-repo.ts';
import type { CommentViewer } from './comments-policy.ts';

/** Most replies one children list answers (threads are far shorter in practice). */
const MAX_REPLIES = 1000;

/** The publication's id, or 404 when the viewer may not read it. */
export async function requireReadablePublication(db: Db, viewer: CommentViewer, id: number) {
  const publication = await findPublication(db, id, viewer);
  if (!publication) throw notFound();
  return publication;
}

/** A page of top-level comments (pinned ones excluded) with exact page count. */
export async function listParentComments(
  db: Db,
  viewer: CommentViewer,
  publicationId: number,
  query: ParentCommentListQuery,
): Promise<ParentCommentListResponse> {
  const page = await loadCommentPage(db, viewer, publicationId, {
    ordering: query.ordering,
    limit: COMMENT_PAGE_SIZE,
    offset: (query.page - 1) * COMMENT_PAGE_SIZE,
  });
  if (!page.readable) throw notFound();
  const total = page.total;
  const countPages = Math.max(1, Math.ceil(total / COMMENT_PAGE_SIZE));
  const hasNext = query.page < countPages;
  return {
    results: page.comments,
    pagination: {
      page: query.page,
      count_pages: countPages,
      next_page_number: hasNext ? query.page + 1 : null,
      has_next: hasNext,
    },
  };
}

/** The pinned top-level comments of the publication. */
export async function listFixedComments(
  db: Db,
  viewer: CommentViewer,
  publicationId: number,
): Promise<FixedCommentListResponse> {
  await requireReadablePublication(db, viewer, publicationId);
  return { results: await loadComments(db, viewer, await findFixedIds(db, publicationId)) };
}

/** The replies under a top-level comment ([] for a reply's pk). */
export async function listChildComments(
  db: Db,
  viewer: CommentViewer,
  commentId: number,
): Promise<ChildrenCommentListResponse> {
  const comment = await findCommentFacts(db, commentId, viewer);
  if (!comment) throw notFound();
  const ids = comment.parentId === null ? await findReplyIds(db, commentId, MAX_REPLIES) : [];
  return { results: await loadComments(db, viewer, ids) };
}

function commentGone(): HttpError {
  return new HttpError(404, 'The comment no longer exists.', 'comment_not_found');
}

/**
 * Where a comment (top-level or reply) is shown: the page of its top-level comment in the
 * list of `parent_page_size` in `ordering` (1 for a pinned one, shown above every page).
 * 404 when the publication is not readable, or the comment is gone or of another publication.
 */
export async function findCommentPage(
  db: Db,
  viewer: CommentViewer,
  publicationId: number,
  query: CommentFindQuery,
): Promise<CommentFindResponse> {
  await requireReadablePublication(db, viewer, publicationId);
  const target = await findCommentFacts(db, query.comment_target_id, viewer);
  if (!target || target.publicationId !== publicationId) throw commentGone();
  const topId = target.parentId ?? target.id;
  const top = target.parentId === null ? target : await findCommentFacts(db, topId, viewer);
  if (!top) throw commentGone();
  const before = top.isFixed
    ? 0
    : await countListedBefore(db, publicationId, topId, query.ordering);
  return {
    comment_parent_page: Math.floor(before / query.parent_page_size) + 1,
    comment_pk: target.id,
    comment_parent_pk: target.parentId,
  };
}
