import { endpoints, type ChildrenCommentListResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { commentKeys } from './comment-keys.ts';

/** GET children-comment/list/{commentPk}/: every reply of a top-level comment, oldest first. */
export function getChildrenComments(
  parentPk: number,
  signal?: AbortSignal,
): Promise<ChildrenCommentListResponse> {
  return callApi(endpoints.childrenCommentList, { params: { id: parentPk }, signal });
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
