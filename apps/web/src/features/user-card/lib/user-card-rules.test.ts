import { describe, expect, it } from 'vitest';
import { buildUserInfo, userKinds } from '../../../test-support/user-info.ts';
import { opensUserCard, seesTelegram } from './user-card-rules.ts';

const client = { is_staff: false };
const staffAuthor = { is_staff: true };
const moderator = buildUserInfo({ moderator: true });
const superModerator = buildUserInfo({ super_moderator: true });

describe('user card rules', () => {
  it.each([
    ['client', userKinds.client, { client: false, staff: false, telegram: false }],
    ['staff', userKinds.staff, { client: true, staff: false, telegram: false }],
    ['moderator', moderator, { client: true, staff: false, telegram: true }],
    ['super moderator', superModerator, { client: true, staff: false, telegram: true }],
  ])('%s', (_name, user, expected) => {
    expect({
      client: opensUserCard(user, client),
      staff: opensUserCard(user, staffAuthor),
      telegram: seesTelegram(user),
    }).toEqual(expected);
  });
});
