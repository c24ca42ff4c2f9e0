import { canFavorite, canLikePublications, canMarkViewed, type UserInfo } from '@app/contract';
import { viewerFactsOf } from '../lib/viewer-facts.ts';

/** Which engagement controls a user gets on a publication (spec 01 §5, §6). */
export interface EngagementControls {
  /** Like toggle, like count and comments count: hidden for green-flow users. */
  likes: boolean;
  /** Favorite toggle: staff have none. */
  favorite: boolean;
  /** Publication 'viewed' toggle: non-staff, is_show_view_button, more than one video. */
  viewed: boolean;
  /** Per-video 'viewed' toggles in the video modal: staff have none. */
  itemViewed: boolean;
}

/** What of a publication the engagement rules read. */
export interface ViewRuleInput {
  is_show_view_button: boolean;
  videoCount: number;
}

/** The controls `user` gets on `publication`. */
export function engagementControls(user: UserInfo, publication: ViewRuleInput): EngagementControls {
  const viewer = viewerFactsOf(user);
  const marksViewed = canMarkViewed(viewer);
  return {
    likes: canLikePublications(viewer),
    favorite: canFavorite(viewer),
    viewed: marksViewed && publication.is_show_view_button && publication.videoCount > 1,
    itemViewed: marksViewed,
  };
}

/**
 * True when marking the whole post viewed must first ask 'seen everything?': a non-staff user
 * marks a post with more than one video as viewed (unmarking never asks).
 */
export function needsViewConfirmation(
  user: UserInfo,
  videoCount: number,
  markingViewed: boolean,
): boolean {
  return markingViewed && canMarkViewed(viewerFactsOf(user)) && videoCount > 1;
}
