import { canOpenUserCards, canSeeTelegramId, hasUserCard, type UserCard } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { Actor } from '../plugins/auth.ts';
import { HttpError, notFound } from '../plugins/http-errors.ts';

/** The caller's roles as the contract's card rules read them. */
function cardViewer(actor: Actor): { isStaff: boolean; isModerator: boolean } {
  return { isStaff: actor.isStaff, isModerator: actor.moderator || actor.superModerator };
}

/**
 * The main site's card of a user for the staff popup. 403 for anyone but staff and moderators;
 * 404 for an unknown user and for staff accounts (cards exist for the people staff talk to).
 * telegram_id is null unless the caller is a moderator.
 */
export async function getUserCard(db: Db, actor: Actor, userId: number): Promise<UserCard> {
  const viewer = cardViewer(actor);
  if (!canOpenUserCards(viewer)) {
    throw new HttpError(403, 'Only staff may open user cards.', 'permission_denied');
  }
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !hasUserCard(user)) throw notFound();
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    physical_training: user.physicalTraining,
    curator: user.curator,
    fat_pecent: user.fatPecent,
    weight: user.weight,
    telegram_id: canSeeTelegramId(viewer) ? user.telegramId : null,
    link_persone_theme: user.linkPersoneTheme,
    link_persone_calk: user.linkPersoneCalk,
  };
}
