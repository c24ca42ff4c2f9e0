import {
  api,
  COMMENT_PAGE_SIZE,
  withQuery,
  type CommentFindResponse,
  type CommentOrdering,
} from '@app/contract';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';

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
  const path = withQuery(api.commentFind(publicationId), {
    comment_target_id: targetPk,
    parent_page_size: COMMENT_PAGE_SIZE,
    ordering,
  });
  return apiRequest(apiUrl(path), { signal, handleErrors: false });
}
