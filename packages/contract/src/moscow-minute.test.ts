import { describe, expect, it } from 'vitest';
import { fromMoscowMinute, isScheduleDate, toMoscowMinute } from './moscow-minute.ts';

describe('Moscow wall-clock conversion', () => {
  it('reads YYYY-MM-DDTHH:mm as Moscow time (UTC+3 since 2014)', () => {
    expect(fromMoscowMinute('2030-01-15T10:30').toISOString()).toBe('2030-01-15T07:30:00.000Z');
    expect(fromMoscowMinute('2026-07-01T00:05').toISOString()).toBe('2026-06-30T21:05:00.000Z');
  });

  it('uses the time-zone database, not a fixed offset (UTC+4 in 2012)', () => {
    expect(fromMoscowMinute('2012-06-01T12:00').toISOString()).toBe('2012-06-01T08:00:00.000Z');
  });

  it('writes instants back in Moscow time, dropping seconds', () => {
    expect(toMoscowMinute(new Date('2030-01-15T07:30:59Z'))).toBe('2030-01-15T10:30');
    expect(toMoscowMinute(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01T00:00');
  });

  it('round-trips every minute of a day', () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const hh = String(Math.floor(minute / 60)).padStart(2, '0');
      const mm = String(minute % 60).padStart(2, '0');
      const value = `2028-02-29T${hh}:${mm}`;
      expect(toMoscowMinute(fromMoscowMinute(value))).toBe(value);
    }
  });

  it('accepts only real dates in the exact format', () => {
    expect(isScheduleDate('2028-02-29T23:59')).toBe(true);
    for (const bad of [
      '2027-02-29T10:00',
      '2026-04-31T10:00',
      '2026-13-01T10:00',
      '2026-01-01T24:00',
      '2026-01-01T10:60',
      '2026-01-01 10:00',
      '2026-01-01T10:00:00',
      '2026-1-1T10:00',
      '01.01.2026 10:00',
      '',
    ]) {
      expect(isScheduleDate(bad), bad).toBe(false);
    }
  });
});
