// Moscow wall-clock minutes (`YYYY-MM-DDTHH:mm`), the way schedule dates travel, to and from
// instants: used by the server's schedule and by the schedule screen's rows.

/** The time zone every schedule date is spoken in (no DST since 2014: UTC+3). */
export const SCHEDULE_TIME_ZONE = 'Europe/Moscow';

/** `YYYY-MM-DDTHH:mm`, Moscow wall-clock time. */
export const SCHEDULE_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const MINUTE_MS = 60_000;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHEDULE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallTimeOf(instant: Date): WallTime {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

function utcOf(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
}

/** The zone's offset from UTC at `instant`, in milliseconds (Moscow: +3 h since 2014). */
function offsetAt(instant: number): number {
  const whole = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  return utcOf(wallTimeOf(new Date(whole))) - whole;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** `YYYY-MM-DDTHH:mm` of the instant in Moscow time (seconds are dropped). */
export function toMoscowMinute(instant: Date): string {
  const w = wallTimeOf(instant);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * The instant a Moscow wall-clock time `YYYY-MM-DDTHH:mm` names, through the time-zone database
 * (so the pre-2014 offsets come out right too). The caller has validated the format.
 * @throws Error when the value is not in that format.
 */
export function fromMoscowMinute(value: string): Date {
  const wall = readWallTime(value);
  if (!wall) throw new Error(`Not a YYYY-MM-DDTHH:mm date: ${value}`);
  const utc = utcOf(wall);
  // Two rounds settle the offset even next to a change of it.
  const guess = utc - offsetAt(utc);
  return new Date(utc - offsetAt(guess));
}

/** True for a real calendar date and time written as `YYYY-MM-DDTHH:mm` (no 2025-02-30T25:61). */
export function isScheduleDate(value: string): boolean {
  const wall = readWallTime(value);
  if (!wall) return false;
  const { year, month, day, hour, minute } = wall;
  if (year < 1970 || month < 1 || month > 12 || hour > 23 || minute > 59 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

function readWallTime(value: string): WallTime | undefined {
  const match = SCHEDULE_DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { year, month, day, hour, minute };
}
