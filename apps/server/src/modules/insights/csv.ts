/** Byte order mark: spreadsheet programs then read the file as UTF-8 (Cyrillic intact). */
const BOM = '\uFEFF';

/** Cells a spreadsheet would run as a formula (CSV injection): shown as text instead. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number, separator: string): string {
  const text = typeof value === 'number' ? String(value) : value;
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A CSV file's text: the byte order mark, then one line per row (CRLF, RFC 4180), cells quoted
 * where needed. Russian spreadsheet programs split on ';' (the comma is their decimal mark),
 * English ones on ','.
 */
export function toCsv(
  rows: readonly (readonly (string | number)[])[],
  language: 'ru' | 'en',
): string {
  const separator = language === 'ru' ? ';' : ',';
  return `${BOM}${rows.map((row) => row.map((value) => cell(value, separator)).join(separator)).join('\r\n')}\r\n`;
}
