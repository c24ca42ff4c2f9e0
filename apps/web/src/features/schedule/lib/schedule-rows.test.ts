import { describe, expect, it } from 'vitest';
import {
  blankRow,
  canAddRow,
  canSave,
  isRowComplete,
  rowsFromItems,
  toSyncBody,
  type ScheduleRow,
} from './schedule-rows.ts';

const row = (overrides: Partial<ScheduleRow>): ScheduleRow => ({ ...blankRow(), ...overrides });
const full = (event: ScheduleRow['event']) => row({ event, date: '2030-05-01', time: '09:30' });

describe('rowsFromItems', () => {
  it('gives one blank row for an empty schedule', () => {
    const rows = rowsFromItems([]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: '', date: '', time: '' });
  });

  it('splits each Moscow event_date into date and time and keeps the pk', () => {
    const rows = rowsFromItems([
      { pk: 4, event: 'activation', event_date: '2030-05-01T09:30' },
      { pk: 5, event: 'pin', event_date: '2030-05-02T18:05' },
    ]);
    expect(rows.map(({ pk, event, date, time }) => ({ pk, event, date, time }))).toEqual([
      { pk: 4, event: 'activation', date: '2030-05-01', time: '09:30' },
      { pk: 5, event: 'pin', date: '2030-05-02', time: '18:05' },
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
  });
});

describe('row rules', () => {
  it('allows adding rows below four only', () => {
    expect(canAddRow([full('activation'), full('pin'), full('unpin')])).toBe(true);
    expect(canAddRow([full('activation'), full('pin'), full('unpin'), full('deactivation')])).toBe(
      false,
    );
  });

  it('hides Save while actions are not distinct or not chosen', () => {
    expect(canSave([full('activation'), full('pin')])).toBe(true);
    expect(canSave([full('activation'), full('activation')])).toBe(false);
    expect(canSave([full('activation'), row({ date: '2030-05-01' })])).toBe(false);
    expect(canSave([])).toBe(true);
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
