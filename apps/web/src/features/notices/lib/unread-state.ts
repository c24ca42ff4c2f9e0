import type { UserInfo } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../shared/lib/current-user.ts';

/** The cached user with `not_read_notice` set to `unread` (the same object when unchanged). */
export function withUnread(user: UserInfo, unread: boolean): UserInfo {
  return user.not_read_notice === unread ? user : { ...user, not_read_notice: unread };
}

/** Shows or clears the bell's dot by updating the cached signed-in user, without a reload. */
export function setCachedUnread(queryClient: QueryClient, unread: boolean): void {
  queryClient.setQueryData(currentUserQueryOptions.queryKey, (user) =>
    user ? withUnread(user, unread) : user,
  );
}
