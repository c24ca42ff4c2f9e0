import { describe, expect, it } from 'vitest';
import { buildUserInfo, userKinds } from '../../test-support/user-info.ts';
import {
  forCommunity,
  forFavorites,
  forProgramme,
  forStaffTools,
  passesGuards,
} from './route-handle.ts';

const moderator = buildUserInfo({ moderator: true, super_moderator: true });

describe('route guards', () => {
  it.each([
    [
      'client',
      userKinds.client,
      { programme: true, favorites: true, community: true, staff: false },
    ],
    [
      'staff',
      userKinds.staff,
      { programme: false, favorites: false, community: true, staff: true },
    ],
    [
      'green',
      userKinds.green,
      { programme: true, favorites: true, community: false, staff: false },
    ],
    ['uae', userKinds.uae, { programme: true, favorites: true, community: false, staff: false }],
    ['moderator', moderator, { programme: true, favorites: true, community: true, staff: false }],
  ])('%s', (_name, user, expected) => {
    expect({
      programme: forProgramme(user),
      favorites: forFavorites(user),
      community: forCommunity(user),
      staff: forStaffTools(user),
    }).toEqual(expected);
  });

  it('lets a user in only when every matched route’s guard does', () => {
    const handles = [{}, { guard: forCommunity }, { layout: 'editor' as const }];
    expect(passesGuards(handles, userKinds.client)).toBe(true);
    expect(passesGuards(handles, userKinds.uae)).toBe(false);
    expect(passesGuards([...handles, { guard: forStaffTools }], userKinds.client)).toBe(false);
  });
});
