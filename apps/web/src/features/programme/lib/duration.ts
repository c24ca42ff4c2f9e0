const CLOCK = /^(?:(\d{1,3}):)?(\d{1,3}):([0-5]\d)$/;

/**
 * Minutes of a video duration given as 'mm:ss' (or 'h:mm:ss'), rounded to the nearest minute and
 * at least 1 for any non-zero duration; null when empty, zero or not a duration.
 */
export function durationMinutes(duration: string): number | null {
  const match = CLOCK.exec(duration.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  if (total === 0) return null;
  return Math.max(1, Math.round(total / 60));
}
