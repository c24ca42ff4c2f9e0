import { endpoints, type UserInfo } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './call-api.ts';
import { userKeys } from './query-keys.ts';

/** Loads the signed-in user (GET /api/v1/get-user-info/). */
export function getCurrentUser(signal?: AbortSignal): Promise<UserInfo> {
  return callApi(endpoints.userInfo, { signal });
}

/** The one cache entry of the signed-in user, shared by every feature. */
export const currentUserQueryOptions = queryOptions({
  queryKey: userKeys.me,
  queryFn: ({ signal }) => getCurrentUser(signal),
  staleTime: 5 * 60 * 1000,
});

/** The signed-in user; call it below the session gate, which loads it first. */
export function useCurrentUser(): UserInfo {
  const { data } = useQuery(currentUserQueryOptions);
  if (!data) throw new Error('useCurrentUser is used outside the signed-in session');
  return data;
}
