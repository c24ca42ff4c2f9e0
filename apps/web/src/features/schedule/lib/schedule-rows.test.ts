import { describe, expect, it } from 'vitest';
import {
  blankRow,
  canAddRow,
  canSave,
  isRowComplete,
  moscowMinute,
  rowsFromItems,
  runsAtOnce,
  saveBlocker,
  toSyncBody,
  type ScheduleRow,
} from './schedule-rows.ts';

const row = (overrides: Partial<ScheduleRow>): ScheduleRow => ({ ...blankRow(), ...overrides });
const full = (event: ScheduleRow['event']) => row({ event, date: '2030-05-01', time: '09:30' });

/** 23:59:30 UTC on 31 December 2029: already 1 January 2030, 02:59, in Moscow (UTC+3). */
const NOW = new Date('2029-12-31T23:59:30Z');

describe('rowsFromItems', () => {
  it('gives one new row for an empty schedule: no action, the current Moscow minute', () => {
    const rows = rowsFromItems([], NOW);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: '', date: '2030-01-01', time: '02:59' });
  });

  it('splits each Moscow event_date into date and time and keeps the pk', () => {
    const rows = rowsFromItems(
      [
        { pk: 4, event: 'activation', event_date: '2030-05-01T09:30' },
        { pk: 5, event: 'pin', event_date: '2030-05-02T18:05' },
      ],
      NOW,
    );
    expect(rows.map(({ pk, event, date, time }) => ({ pk, event, date, time }))).toEqual([
      { pk: 4, event: 'activation', date: '2030-05-01', time: '09:30' },
      { pk: 5, event: 'pin', date: '2030-05-02', time: '18:05' },
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
  });
});

describe('moments', () => {
  it('reads the Moscow minute across a date line', () => {
    expect(moscowMinute(new Date('2030-06-30T21:00:00Z'))).toEqual({
      date: '2030-07-01',
      time: '00:00',
    });
  });

  it('flags a row due now or earlier (it would run on save), not one without a moment', () => {
    expect(runsAtOnce(row({ event: 'pin', date: '2030-01-01', time: '02:59' }), NOW)).toBe(true);
    expect(runsAtOnce(row({ event: 'pin', date: '2029-12-31', time: '23:00' }), NOW)).toBe(true);
    expect(runsAtOnce(row({ event: 'pin', date: '2030-01-01', time: '03:00' }), NOW)).toBe(false);
    expect(runsAtOnce(row({ event: '', date: '2029-12-31', time: '23:00' }), NOW)).toBe(true);
    expect(runsAtOnce(row({ event: 'pin', date: '2029-12-31', time: '' }), NOW)).toBe(false);
  });
});

describe('row rules', () => {
  it('allows adding rows below five (one per action) only', () => {
    const four = [full('activation'), full('pin'), full('unpin'), full('deactivation')];
    expect(canAddRow(four)).toBe(true);
    expect(canAddRow([...four, full('nudge')])).toBe(false);
  });

  it('hides Save while actions are not distinct or not chosen', () => {
    expect(canSave([full('activation'), full('pin')])).toBe(true);
    expect(canSave([full('activation'), full('activation')])).toBe(false);
    expect(canSave([full('activation'), row({ date: '2030-05-01' })])).toBe(false);
    expect(canSave([])).toBe(true);
  });

  it('says why Save is hidden', () => {
    expect(saveBlocker([full('activation'), full('pin')])).toBeNull();
    expect(saveBlocker([full('activation'), row({ date: '2030-05-01' })])).toBe('noAction');
    expect(saveBlocker([full('activation'), full('activation')])).toBe('repeated');
  });

  it('needs an action, a date and a time for a complete row', () => {
    expect(isRowComplete(full('pin'))).toBe(true);
    expect(isRowComplete(row({ event: 'pin', date: '2030-05-01' }))).toBe(false);
    expect(isRowComplete(row({ event: 'pin', time: '09:30' }))).toBe(false);
    expect(isRowComplete(row({ date: '2030-05-01', time: '09:30' }))).toBe(false);
  });
});

describe('toSyncBody', () => {
  it("writes event_date as date 'T' time and keeps known pks", () => {
    expect(toSyncBody([{ ...full('activation'), pk: 3 }, full('unpin')])).toEqual([
      { pk: 3, event: 'activation', event_date: '2030-05-01T09:30' },
      { event: 'unpin', event_date: '2030-05-01T09:30' },
    ]);
  });

  it('sends nothing when a row is incomplete', () => {
    expect(toSyncBody([full('activation'), row({ event: 'pin', date: '2030-05-01' })])).toBeNull();
  });

  it('sends an empty list for an emptied schedule', () => {
    expect(toSyncBody([])).toEqual([]);
  });
});
