import type { Db } from '../../db/client.ts';
import { correctSpelling } from './spelling-correction.ts';

/** An answer that may come from a corrected search text. */
export type MaybeCorrected<T> = T & { search_correction?: string };

/**
 * Runs a search for `text`; when it finds nothing because a word is misspelled, runs it again
 * for the nearest spelling and, if that finds something, answers that with `search_correction`
 * (the text searched instead). An empty text is searched as it is.
 */
export async function searchForgivingTypos<T extends object>(
  db: Db,
  text: string,
  search: (text: string) => Promise<T>,
  found: (answer: T) => boolean,
): Promise<MaybeCorrected<T>> {
  const answer = await search(text);
  if (text === '' || found(answer)) return answer;
  const corrected = await correctSpelling(db, text);
  if (corrected === undefined) return answer;
  const retried = await search(corrected);
  return found(retried) ? { ...retried, search_correction: corrected } : answer;
}
