import { api, type ChildrenCommentListResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';
import { commentKeys } from './comment-keys.ts';

/** GET children-comment/list/{commentPk}/: every reply of a top-level comment, oldest first. */
export function getChildrenComments(
  parentPk: number,
  signal?: AbortSignal,
): Promise<ChildrenCommentListResponse> {
  return apiRequest(apiUrl(api.childrenCommentList(parentPk)), { signal });
}

export function childrenCommentsQueryOptions(publicationId: number, parentPk: number) {
  return queryOptions({
    queryKey: commentKeys.children(publicationId, parentPk),
    queryFn: ({ signal }) => getChildrenComments(parentPk, signal),
  });
}

/** The replies of `parentPk`, loaded only once they are asked for (`enabled`). */
export function useChildrenComments(publicationId: number, parentPk: number, enabled: boolean) {
  return useQuery({ ...childrenCommentsQueryOptions(publicationId, parentPk), enabled });
}
