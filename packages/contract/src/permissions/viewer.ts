/**
 * What the permission rules know about the viewer: plain facts that the server reads from its
 * actor and the web from get-user-info, each side through its own small adapter.
 */
export interface ViewerFacts {
  userId: number;
  isStaff: boolean;
  /** The viewer's current flow is a free (green) one. */
  isGreen: boolean;
  /** Moderators and super moderators alike. */
  isModerator: boolean;
  isSuperModerator: boolean;
}
