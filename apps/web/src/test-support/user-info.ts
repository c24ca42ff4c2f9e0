import type { UserInfo } from '@app/contract';

type UserInfoOverrides = Partial<Omit<UserInfo, 'flow'>> & {
  flow?: Partial<NonNullable<UserInfo['flow']>> | null;
};

/** A client on an ordinary paid flow, with `overrides` applied (flow fields merge). */
export function buildUserInfo(overrides: UserInfoOverrides = {}): UserInfo {
  const { flow, ...rest } = overrides;
  const baseFlow: NonNullable<UserInfo['flow']> = {
    pk: 1,
    name: 'Поток 12',
    is_green: false,
    shop_icon_status: true,
    settings: { for_uae: false, shop_icon_status: true },
  };
  return {
    pk: 7,
    first_name: 'Анна',
    last_name: 'Смирнова',
    avatar_url: '',
    is_staff: false,
    moderator: false,
    super_moderator: false,
    language: 'ru',
    flow: flow === null ? null : { ...baseFlow, ...flow },
    active_content: true,
    settings: {
      notification_reply_to_comment: true,
      notification_comment_like: true,
      notification_wiki: true,
      notification_video: true,
      notification_article: true,
      notification_training: true,
      notification_tasks: true,
      notification_announcement: true,
      notification_webinar: true,
    },
    not_read_notice: false,
    is_paid_rpp_current_flow: false,
    ...rest,
  };
}

/** The user kinds whose shells differ. */
export const userKinds = {
  client: buildUserInfo(),
  staff: buildUserInfo({ is_staff: true, flow: null, first_name: 'Олег', last_name: 'Кузнецов' }),
  green: buildUserInfo({
    flow: {
      is_green: true,
      shop_icon_status: false,
      settings: { for_uae: false, shop_icon_status: false },
    },
  }),
  uae: buildUserInfo({
    flow: { settings: { for_uae: true, shop_icon_status: false }, shop_icon_status: false },
  }),
};
