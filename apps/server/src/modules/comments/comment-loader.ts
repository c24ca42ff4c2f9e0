import type { Comment, CommentOrdering } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { findCommentRows, findListedCommentPage, type CommentRow } from './comment-rows-repo.ts';
import { canSeeReports, type CommentViewer } from './comments-policy.ts';

function present(row: CommentRow, viewer: CommentViewer): Comment {
  const isReply = row.parent_id !== null;
  return {
    pk: row.id,
    text_web: row.abstract_removed ? '' : row.text_web,
    created_at: (row.created_at instanceof Date
      ? row.created_at
      : new Date(row.created_at)
    ).toISOString(),
    jwt_client: {
      first_name: row.first_name,
      last_name: row.last_name,
      avatar_url: row.avatar_url,
      is_staff: row.is_staff,
      expert: row.expert,
      user_id: row.author_id,
    },
    comment_to_jwt_client:
      isReply && row.to_first_name !== null
        ? { first_name: row.to_first_name, last_name: row.to_last_name ?? '' }
        : null,
    comment_images: row.abstract_removed
      ? []
      : (row.images ?? []).map((image) => ({
          image: image.image,
          formatted_image_pico: image.pico,
        })),
    like_count: row.like_count,
    i_liked: row.i_liked,
    is_my_comment: row.author_id === viewer.id,
    childrens_count: row.childrens_count,
    abstract_removed: row.abstract_removed,
    bad_reported: canSeeReports(viewer) && row.bad_reported,
    isFixed: row.is_fixed,
    answer_to_comment: isReply ? row.answer_to_comment_id : null,
    comment_to_comment_delete: isReply && row.answered_gone,
    parent: row.parent_id,
  };
}

/** The comments `ids` as the viewer sees them, in the order of `ids` (missing ones left out). */
export async function loadComments(
  db: Db,
  viewer: CommentViewer,
  ids: readonly number[],
): Promise<Comment[]> {
  if (ids.length === 0) return [];
  const rows = await findCommentRows(db, viewer.id, ids);
  const seen = new Set<number>();
  return rows.flatMap((row) => {
    if (seen.has(row.id)) return [];
    seen.add(row.id);
    return [present(row, viewer)];
  });
}

/** A page of comments, or `readable: false` and none when the viewer may not read them. */
export interface CommentPage {
  readable: boolean;
  total: number;
  comments: Comment[];
}

/** One page of the publication's listed comments in `ordering`, as the viewer sees them. */
export async function loadCommentPage(
  db: Db,
  viewer: CommentViewer,
  publicationId: number,
  page: { ordering: CommentOrdering; limit: number; offset: number },
): Promise<CommentPage> {
  const found = await findListedCommentPage(db, viewer, publicationId, page);
  return {
    readable: found.readable,
    total: found.total,
    comments: found.rows.map((row) => present(row, viewer)),
  };
}
