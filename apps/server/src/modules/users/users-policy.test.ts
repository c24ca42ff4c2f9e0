import { describe, expect, it } from 'vitest';
import { canUseRppChannel } from './users-policy.ts';

describe('canUseRppChannel', () => {
  it.each([
    [{ paidRppOnCurrentFlow: true }, true],
    [{ paidRppOnCurrentFlow: false }, false],
  ])('%j → %s', (facts, expected) => {
    expect(canUseRppChannel(facts)).toBe(expected);
  });
});
