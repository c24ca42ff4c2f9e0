import { REACH_PAGE_SIZE } from '@app/contract';

/** The share of the audience that viewed the post, 0..1; null without an audience (no 0 / 0). */
export function viewedShare(viewed: number, audience: number): number | null {
  if (audience <= 0) return null;
  return Math.min(1, Math.max(0, viewed / audience));
}

/** Pages of the not-viewed list for `count` users (at least one: an empty list is one page). */
export function notViewedPages(count: number): number {
  return Math.max(1, Math.ceil(count / REACH_PAGE_SIZE));
}

/** A not-viewed user's name as shown: last name first, as the server orders them. */
export function fullName(user: { first_name: string; last_name: string }): string {
  return [user.last_name, user.first_name].filter((part) => part.trim() !== '').join(' ');
}
