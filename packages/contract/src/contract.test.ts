import { describe, expect, it } from 'vitest';
import { DemoTokenBody, TokenRefreshBody, UserInfoSchema, api, mainSite } from './index.ts';

const user = {
  pk: 1,
  first_name: 'Анна',
  last_name: 'Смирнова',
  avatar_url: '',
  is_staff: false,
  moderator: false,
  super_moderator: false,
  language: 'ru',
  flow: null,
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
};

describe('contract', () => {
  it('keeps the spec paths verbatim', () => {
    expect(api.userInfo).toBe('/api/v1/get-user-info/');
    expect(mainSite.tokenRefresh).toBe('/jwt-auth/api/content/token/refresh/');
    expect(mainSite.userCard(7)).toBe('/api/v1/content/get-user-info-for-content-popup/7/');
  });

  it('allow-lists user info: unknown fields never pass through', () => {
    const parsed = UserInfoSchema.parse({ ...user, password_hash: 'x' });
    expect(parsed).not.toHaveProperty('password_hash');
    expect(parsed.settings).not.toHaveProperty('rpp_notification_video');
  });

  it('refuses a language other than ru or en', () => {
    expect(UserInfoSchema.safeParse({ ...user, language: 'de' }).success).toBe(false);
  });

  it('refuses unknown demo roles and empty refresh tokens', () => {
    expect(DemoTokenBody.safeParse({ role: 'admin' }).success).toBe(false);
    expect(DemoTokenBody.safeParse({ role: 'staff' }).success).toBe(true);
    expect(TokenRefreshBody.safeParse({ refresh: '' }).success).toBe(false);
  });
});
