import {
  canOpenUserCards,
  canSeeTelegramId,
  hasUserCard,
  type CommentAuthor,
  type UserInfo,
} from '@app/contract';
import { viewerFactsOf } from '../../../shared/lib/viewer-facts.ts';

/** Staff (moderators included) open the card of a non-staff author by clicking the name. */
export function opensUserCard(user: UserInfo, author: Pick<CommentAuthor, 'is_staff'>): boolean {
  return canOpenUserCards(viewerFactsOf(user)) && hasUserCard({ isStaff: author.is_staff });
}

/** The telegram id and its copy action are for moderators only. */
export function seesTelegram(user: UserInfo): boolean {
  return canSeeTelegramId(viewerFactsOf(user));
}
