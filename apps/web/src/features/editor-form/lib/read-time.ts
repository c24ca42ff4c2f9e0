/** read_time accepts digits only (spec 02 §5): every other character is stripped as typed. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The read_time number sent to the server: the typed digits, 0 when empty (spec 02 §9). */
export function readTimeValue(value: string): number {
  const digits = digitsOnly(value);
  return digits === '' ? 0 : Number(digits);
}
