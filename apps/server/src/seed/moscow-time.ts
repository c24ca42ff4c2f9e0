const MOSCOW_OFFSET_HOURS = 3; // Europe/Moscow has no daylight saving time since 2014.
const DAY_MS = 86_400_000;

/** The instant at `hour:minute` Moscow time, `days` calendar days after the Moscow date of `now`. */
export function moscowTime(now: Date, days: number, hour: number, minute = 0): Date {
  const moscow = new Date(now.getTime() + MOSCOW_OFFSET_HOURS * 3_600_000);
  return new Date(
    Date.UTC(
      moscow.getUTCFullYear(),
      moscow.getUTCMonth(),
      moscow.getUTCDate() + days,
      hour - MOSCOW_OFFSET_HOURS,
      minute,
    ),
  );
}

/** `date` moved by a (possibly fractional) number of days. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}
