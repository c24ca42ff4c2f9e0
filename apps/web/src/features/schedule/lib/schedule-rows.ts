import { toMoscowMinute } from '@app/contract';

/** The actions, in the order the action choice lists them (nudge: our addition, a reminder). */
export const SCHEDULE_EVENT_CHOICES = [
  'activation',
  'deactivation',
  'pin',
  'unpin',
  'nudge',
] as const;

/** Most rows of a post's schedule: each action once (spec 02 §9 has four, the reminder adds one). */
export const MAX_SCHEDULE_ROWS = SCHEDULE_EVENT_CHOICES.length;
export type ScheduleEventChoice = (typeof SCHEDULE_EVENT_CHOICES)[number];

/** One row of the screen; `event` '' until chosen, `date` 'YYYY-MM-DD', `time` 'HH:mm'. */
export interface ScheduleRow {
  /** A stable React key (rows have no id before they are saved). */
  key: number;
  pk?: number;
  event: ScheduleEventChoice | '';
  date: string;
  time: string;
}

/** What the server sends and takes back: event_date is Moscow time 'YYYY-MM-DDTHH:mm'. */
export interface ScheduleItemLike {
  pk?: number;
  id?: number;
  event: ScheduleEventChoice;
  event_date: string;
}

let nextKey = 1;

/** A row with nothing chosen yet. */
export function blankRow(): ScheduleRow {
  return { key: nextKey++, event: '', date: '', time: '' };
}

/** The minute `now` falls in, in Moscow time, as the date and time fields take it. */
export function moscowMinute(now: Date): { date: string; time: string } {
  const [date = '', time = ''] = toMoscowMinute(now).split('T');
  return { date, time };
}

/** A new row: no action chosen yet, the current Moscow minute as its moment. */
export function newRow(now: Date): ScheduleRow {
  return { ...blankRow(), ...moscowMinute(now) };
}

/** Whether a row's moment is the current Moscow minute or earlier: it would run on save. */
export function runsAtOnce(row: ScheduleRow, now: Date): boolean {
  if (!hasMoment(row)) return false;
  const current = moscowMinute(now);
  return `${row.date}T${row.time}` <= `${current.date}T${current.time}`;
}

/** The loaded schedule as rows; an empty schedule gives one new row (spec 02 §4). */
export function rowsFromItems(items: readonly ScheduleItemLike[], now: Date): ScheduleRow[] {
  if (items.length === 0) return [newRow(now)];
  return items.map((item) => {
    const [date = '', time = ''] = item.event_date.split('T');
    return {
      key: nextKey++,
      pk: item.pk ?? item.id,
      event: item.event,
      date,
      time: time.slice(0, 5),
    };
  });
}

/** 'Добавить еще одно действие' shows below the limit only. */
export function canAddRow(rows: readonly ScheduleRow[]): boolean {
  return rows.length < MAX_SCHEDULE_ROWS;
}

/**
 * Save shows only while every row has its own action: hidden when the distinct chosen actions
 * are fewer than the rows (a repeated action, or a row without one).
 */
export function canSave(rows: readonly ScheduleRow[]): boolean {
  const distinct = new Set(rows.map((row) => row.event).filter(Boolean));
  return distinct.size >= rows.length;
}

/** Why Save is hidden: a row without an action, or an action chosen twice; null when shown. */
export function saveBlocker(rows: readonly ScheduleRow[]): 'noAction' | 'repeated' | null {
  if (canSave(rows)) return null;
  return rows.some((row) => row.event === '') ? 'noAction' : 'repeated';
}

function hasMoment(row: ScheduleRow): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(row.date) && /^\d{2}:\d{2}$/.test(row.time);
}

/** A row is complete with an action, a date and a time. */
export function isRowComplete(row: ScheduleRow): boolean {
  return row.event !== '' && hasMoment(row);
}

/** The sync body, or null when a row is incomplete (then nothing is sent). */
export function toSyncBody(
  rows: readonly ScheduleRow[],
): { pk?: number; event: ScheduleEventChoice; event_date: string }[] | null {
  if (!rows.every(isRowComplete)) return null;
  return rows.map((row) => ({
    ...(row.pk === undefined ? {} : { pk: row.pk }),
    event: row.event as ScheduleEventChoice,
    event_date: `${row.date}T${row.time}`,
  }));
}
