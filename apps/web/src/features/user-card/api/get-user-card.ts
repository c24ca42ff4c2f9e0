import { mainSite, type UserCard } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { userKeys } from '../../../shared/lib/query-keys.ts';
import { mainSiteUrl } from '../../../shared/lib/runtime-config.ts';

/**
 * GET {main site}/api/v1/content/get-user-info-for-content-popup/{user_id}/: the staff user card.
 * A failure shows in the card, not as an error screen.
 */
export function getUserCard(userId: number, signal?: AbortSignal): Promise<UserCard> {
  return apiRequest(mainSiteUrl(mainSite.userCard(userId)), { signal, handleErrors: false });
}

export function userCardQueryOptions(userId: number) {
  return queryOptions({
    queryKey: userKeys.card(userId),
    queryFn: ({ signal }) => getUserCard(userId, signal),
    staleTime: 60 * 1000,
  });
}

/** The card of `userId`, loaded when the dialog opens. */
export function useUserCard(userId: number) {
  return useQuery(userCardQueryOptions(userId));
}
