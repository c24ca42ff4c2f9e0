import type { Language } from '@app/contract';

/** How a moment is written: `date` 12 марта 2025, `dateTime` 12 марта 2025, 14:05, `time` 14:05, `numeric` 12.03.2025. */
export type DateStyle = 'date' | 'dateTime' | 'time' | 'numeric';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit' },
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Formats a moment in Moscow time (every date the product shows is Moscow time). */
export function formatMoscowDate(date: Date | string, locale: Language, style: DateStyle): string {
  const key = `${locale}:${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
      ...STYLES[style],
      timeZone: 'Europe/Moscow',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(typeof date === 'string' ? new Date(date) : date);
}
