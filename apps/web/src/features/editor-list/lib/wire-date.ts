/**
 * Writes a Moscow wall-clock time of the wire ('YYYY-MM-DDTHH:mm') as 'DD.MM.YYYY HH:mm'
 * without any time-zone conversion (it already is Moscow time); anything else is returned as is.
 */
export function formatWireDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(value);
  if (!match) return value;
  const [, year, month, day, time] = match;
  return time ? `${day}.${month}.${year} ${time}` : `${day}.${month}.${year}`;
}
