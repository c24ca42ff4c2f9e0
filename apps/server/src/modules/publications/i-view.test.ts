import { describe, expect, it } from 'vitest';
import { computeIView } from './i-view.ts';

describe('computeIView', () => {
  it.each([
    [[], false, 0],
    [[], true, 100],
    [[false], false, 0],
    [[true], false, 100],
    [[false], true, 100],
    [[false, false, false], false, 0],
    [[true, false, false], false, 33],
    [[true, true, false], true, 67],
    [[true, true], false, 100],
  ])('videos %j, publication viewed %s → %i', (videos, viewed, expected) => {
    expect(computeIView(videos, viewed)).toBe(expected);
  });
});
