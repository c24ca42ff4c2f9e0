import { endpoints, type FixedCommentListResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { commentKeys } from './comment-keys.ts';

/** GET fixed-comment/list/{publication}/: the pinned top-level comments. */
export function getFixedComments(
  publicationId: number,
  signal?: AbortSignal,
): Promise<FixedCommentListResponse> {
  return callApi(endpoints.fixedCommentList, { params: { id: publicationId }, signal });
}

export function fixedCommentsQueryOptions(publicationId: number) {
  return queryOptions({
    queryKey: commentKeys.fixed(publicationId),
    queryFn: ({ signal }) => getFixedComments(publicationId, signal),
  });
}

/** The pinned comments of a publication, shown before the pages. */
export function useFixedComments(publicationId: number) {
  return useQuery(fixedCommentsQueryOptions(publicationId));
}
