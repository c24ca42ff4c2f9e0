import { describe, expect, it } from 'vitest';
import { durationMinutes } from './duration.ts';

describe('durationMinutes', () => {
  it.each([
    ['12:40', 13],
    ['06:15', 6],
    ['04:29', 4],
    ['04:30', 5],
    ['00:30', 1],
    ['00:01', 1],
    ['15:00', 15],
    ['90:00', 90],
    ['1:02:10', 62],
    [' 09:10 ', 9],
  ])("turns '%s' into %i minutes", (duration, minutes) => {
    expect(durationMinutes(duration)).toBe(minutes);
  });

  it.each(['', '00:00', 'abc', '12', '12:60', '12:5', '-1:00', '12:40:00:00'])(
    "has no minutes for '%s'",
    (duration) => {
      expect(durationMinutes(duration)).toBeNull();
    },
  );
});
