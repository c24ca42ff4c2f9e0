import { describe, expect, it } from 'vitest';
import { formatMoscowDate } from './dates.ts';

// 21:30 UTC on 12 March is already 00:30 on 13 March in Moscow (UTC+3, no daylight saving).
const lateEvening = new Date('2025-03-12T21:30:00Z');

describe('formatMoscowDate', () => {
  it('shows the Moscow calendar day and time, not the machine time zone', () => {
    expect(formatMoscowDate(lateEvening, 'ru', 'date')).toBe('13 марта 2025 г.');
    expect(formatMoscowDate(lateEvening, 'ru', 'time')).toBe('00:30');
    expect(formatMoscowDate(lateEvening, 'ru', 'numeric')).toBe('13.03.2025');
  });

  it('writes English dates in English', () => {
    expect(formatMoscowDate(lateEvening, 'en', 'date')).toBe('13 March 2025');
    expect(formatMoscowDate(lateEvening, 'en', 'dateTime')).toBe('13 March 2025 at 00:30');
  });

  it('accepts ISO strings from the API', () => {
    expect(formatMoscowDate('2025-07-01T09:05:00+00:00', 'ru', 'dateTime')).toBe(
      '1 июля 2025 г. в 12:05',
    );
  });
});
