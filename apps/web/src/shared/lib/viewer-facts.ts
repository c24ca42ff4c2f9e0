import type { UserInfo, ViewerFacts } from '@app/contract';

/** The signed-in user as the contract's permission rules read them. */
export function viewerFactsOf(user: UserInfo): ViewerFacts {
  return {
    userId: user.pk,
    isStaff: user.is_staff,
    isGreen: user.flow?.is_green ?? false,
    isModerator: user.moderator || user.super_moderator,
    isSuperModerator: user.super_moderator,
  };
}
