import { describe, expect, it } from 'vitest';
import {
  canOpenUserCards,
  canSeeTelegramId,
  canUseRppChannel,
  canUseStaffTools,
  hasUserCard,
} from './users.ts';

const client = { isStaff: false, isModerator: false };
const roles = {
  client,
  staff: { ...client, isStaff: true },
  moderator: { ...client, isModerator: true },
};

describe('user rules', () => {
  it.each([
    ['client', { staffTools: false, cards: false, telegram: false }],
    ['staff', { staffTools: true, cards: true, telegram: false }],
    ['moderator', { staffTools: false, cards: true, telegram: true }],
  ] as const)('%s', (role, expected) => {
    const viewer = roles[role];
    expect({
      staffTools: canUseStaffTools(viewer),
      cards: canOpenUserCards(viewer),
      telegram: canSeeTelegramId(viewer),
    }).toEqual(expected);
  });

  it('has cards for clients, not for staff accounts', () => {
    expect(hasUserCard({ isStaff: false })).toBe(true);
    expect(hasUserCard({ isStaff: true })).toBe(false);
  });

  it('gives the rpp_ channel only to users paid for it on their current flow', () => {
    expect(canUseRppChannel({ paidRppOnCurrentFlow: true })).toBe(true);
    expect(canUseRppChannel({ paidRppOnCurrentFlow: false })).toBe(false);
  });
});
