import {
  COMMENT_PAGE_SIZE,
  endpoints,
  type CommentFindResponse,
  type CommentOrdering,
} from '@app/contract';
import { callApi } from '../../../shared/lib/call-api.ts';

/**
 * GET comment/find/{publication}/?comment_target_id&parent_page_size&ordering: the page of the
 * target's top-level comment. A 404 (the comment is gone) is the caller's to report, not a
 * move to /404.
 */
export function findComment(
  publicationId: number,
  targetPk: number,
  ordering: CommentOrdering,
  signal?: AbortSignal,
): Promise<CommentFindResponse> {
  return callApi(endpoints.commentFind, {
    params: { id: publicationId },
    query: { comment_target_id: targetPk, parent_page_size: COMMENT_PAGE_SIZE, ordering },
    signal,
    handleErrors: false,
  });
}
