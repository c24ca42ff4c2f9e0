import type { Db } from '../../db/client.ts';
import { searchTermsOf, tsqueryTextOf } from '../../db/search-terms.ts';
import { editDistance } from './edit-distance.ts';
import { findSimilarWords, findUnmatchedWords } from './spelling-repo.ts';

/** Shortest word given spelling help: shorter ones have too few trigrams to compare. */
const CORRECTION_MIN_LENGTH = 4;

/** Longest word given spelling help: search_words keeps none longer (migration 0006). */
const CORRECTION_MAX_LENGTH = 32;

/** Spellings weighed per unknown word. */
const CANDIDATES = 12;

/** Most typos forgiven in a word: one up to 5 letters, two from 6. */
function typosForgiven(word: string): number {
  return [...word].length <= 5 ? 1 : 2;
}

/**
 * The search text with every word that matches no publication replaced by the nearest known
 * spelling (`тренеровка` → `тренировка`, `trainnig` → `training`), lowercase; undefined when no
 * word is unknown, or one has no spelling close enough. Text with web-search syntax is left as
 * typed.
 */
export async function correctSpelling(db: Db, text: string): Promise<string | undefined> {
  const terms = searchTermsOf(text);
  if (terms.kind === 'webSearch') return undefined;
  const { words, lastIsPrefix } = terms;
  const looked = words
    .map((word, index) => ({
      word,
      tsquery: tsqueryTextOf([word], lastIsPrefix && index === words.length - 1),
    }))
    .filter(({ word }) => {
      const length = [...word].length;
      return length >= CORRECTION_MIN_LENGTH && length <= CORRECTION_MAX_LENGTH;
    });
  const unknown = new Set(await findUnmatchedWords(db, looked));
  if (unknown.size === 0) return undefined;
  const similar = await findSimilarWords(db, [...unknown], CANDIDATES);
  const corrected: string[] = [];
  for (const word of words) {
    const spelling = unknown.has(word) ? nearest(word, similar.get(word) ?? []) : word;
    if (spelling === undefined) return undefined;
    corrected.push(spelling);
  }
  return corrected.join(' ');
}

/** The candidate fewest typos away, within what is forgiven; the more similar on a tie. */
function nearest(word: string, candidates: readonly string[]): string | undefined {
  let best: { spelling: string; distance: number } | undefined;
  for (const spelling of candidates) {
    const distance = editDistance(word, spelling);
    if (distance === 0 || distance > typosForgiven(word)) continue;
    if (!best || distance < best.distance) best = { spelling, distance };
  }
  return best?.spelling;
}
