import { endpoints, type CommentOrdering, type ParentCommentListResponse } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { commentKeys } from './comment-keys.ts';

/** GET parent-comment/list/{publication}/?page&ordering: one page of top-level comments. */
export function getParentComments(
  publicationId: number,
  page: number,
  ordering: CommentOrdering,
  signal?: AbortSignal,
): Promise<ParentCommentListResponse> {
  return callApi(endpoints.parentCommentList, {
    params: { id: publicationId },
    query: { page, ordering },
    signal,
  });
}

export function parentCommentsQueryOptions(
  publicationId: number,
  page: number,
  ordering: CommentOrdering,
) {
  return queryOptions({
    queryKey: commentKeys.parents(publicationId, ordering, page),
    queryFn: ({ signal }) => getParentComments(publicationId, page, ordering, signal),
    // The old page stays on screen while the next one loads (no jump of the layout).
    placeholderData: keepPreviousData,
  });
}

/** One page of the top-level comments of a publication, in `ordering`. */
export function useParentComments(publicationId: number, page: number, ordering: CommentOrdering) {
  return useQuery(parentCommentsQueryOptions(publicationId, page, ordering));
}
