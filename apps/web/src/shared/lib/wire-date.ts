/**
 * A Moscow wall-clock time of the editor API ('YYYY-MM-DDTHH:mm', or a date 'YYYY-MM-DD') as
 * 'DD.MM.YYYY HH:mm' (or 'DD.MM.YYYY'), without any time-zone conversion (it already is Moscow
 * time). Anything else is returned as it is.
 */
export function formatWireDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(value);
  if (!match) return value;
  const [, year, month, day, time] = match;
  return time ? `${day}.${month}.${year} ${time}` : `${day}.${month}.${year}`;
}
