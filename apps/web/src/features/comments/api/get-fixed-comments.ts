import { api, type FixedCommentListResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';
import { commentKeys } from './comment-keys.ts';

/** GET fixed-comment/list/{publication}/: the pinned top-level comments. */
export function getFixedComments(
  publicationId: number,
  signal?: AbortSignal,
): Promise<FixedCommentListResponse> {
  return apiRequest(apiUrl(api.fixedCommentList(publicationId)), { signal });
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
