/** What the users module decides about a user, from facts the repository loaded. */
export interface UserFacts {
  /** The user's membership of their current flow includes the paid psychology group. */
  paidRppOnCurrentFlow: boolean;
}

/**
 * The rpp_ notice channel (Physical Psychology) exists only for users who paid for it on their
 * current flow (DESIGN §4): others neither see nor set those keys.
 */
export function canUseRppChannel(user: UserFacts): boolean {
  return user.paidRppOnCurrentFlow;
}
