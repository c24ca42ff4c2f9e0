import type { UserInfo } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import { presentNoticeSettings } from './notice-settings.ts';
import { canUseRppChannel } from './users-policy.ts';
import { findOwnProfile } from './users-repo.ts';

/**
 * The signed-in user's own info (spec 01 §3); `not_read_notice` is the bell's dot (db/notice-bell.ts).
 */
export async function getUserInfo(db: Db, actor: Actor): Promise<UserInfo> {
  const profile = await findOwnProfile(db, actor.id);
  const flow = profile?.flow ?? null;
  const facts = { paidRppOnCurrentFlow: profile?.isPaidRpp === true };
  return {
    pk: actor.id,
    first_name: actor.firstName,
    last_name: actor.lastName,
    avatar_url: actor.avatarUrl,
    is_staff: actor.isStaff,
    moderator: actor.moderator,
    super_moderator: actor.superModerator,
    language: actor.language,
    flow: flow && {
      pk: flow.id,
      name: flow.name,
      is_green: flow.isGreen,
      shop_icon_status: flow.shopIconStatus,
      settings: { for_uae: flow.forUae, shop_icon_status: flow.shopIconStatus },
    },
    active_content: actor.activeContent,
    settings: presentNoticeSettings(profile?.settings ?? null, canUseRppChannel(facts)),
    not_read_notice: profile?.bellLit === true,
    is_paid_rpp_current_flow: facts.paidRppOnCurrentFlow,
  };
}

/** Whether the user has the psychology group's notice channel (paid for it on the current flow). */
export async function hasRppChannel(db: Db, userId: number): Promise<boolean> {
  const profile = await findOwnProfile(db, userId);
  return canUseRppChannel({ paidRppOnCurrentFlow: profile?.isPaidRpp === true });
}
