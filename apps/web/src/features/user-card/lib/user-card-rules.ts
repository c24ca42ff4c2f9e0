import type { CommentAuthor, UserInfo } from '@app/contract';

/** Staff (moderators included) open the card of a non-staff author by clicking the name. */
export function opensUserCard(user: UserInfo, author: CommentAuthor): boolean {
  return (user.is_staff || user.moderator || user.super_moderator) && !author.is_staff;
}

/** The telegram id and its copy action are for moderators only. */
export function seesTelegram(user: UserInfo): boolean {
  return user.moderator || user.super_moderator;
}
