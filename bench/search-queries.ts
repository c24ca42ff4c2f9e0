import { CYRILLIC_WORDS, LATIN_WORDS, zipfRank } from './vocabulary.ts';

/** What a query tests. */
export type QueryKind =
  'common' | 'rare' | 'two words' | 'three words' | 'prefix' | 'typo' | 'no match';

export interface SearchQuery {
  text: string;
  kind: QueryKind;
  script: 'cyrillic' | 'latin';
}

/** A script's words (most frequent first) and letters. */
interface Alphabet {
  script: SearchQuery['script'];
  words: readonly string[];
  vowels: string;
  consonants: string;
}

const CYRILLIC: Alphabet = {
  script: 'cyrillic',
  words: CYRILLIC_WORDS,
  vowels: 'аеиоуыэюя',
  consonants: 'бвгджзклмнпрстфхцчшщ',
};
const LATIN: Alphabet = {
  script: 'latin',
  words: LATIN_WORDS,
  vowels: 'aeiou',
  consonants: 'bcdfghjklmnprstvwxz',
};

const SEED = 17;
/** Share of Cyrillic queries: ten posts in eleven are Russian. */
const CYRILLIC_SHARE = 2 / 3;
/** Words of this share of a list, from the top, are common; from the bottom, rare. */
const COMMON_SHARE = 0.12;
const RARE_SHARE = 0.6;
const QUERIES_OF_KIND: Record<QueryKind, number> = {
  common: 40,
  rare: 50,
  'two words': 50,
  'three words': 40,
  prefix: 50,
  typo: 50,
  'no match': 40,
};
/** The examples of issue 17, in the set whatever the seed draws. */
const NAMED: SearchQuery[] = [
  { text: 'тренировка', kind: 'common', script: 'cyrillic' },
  { text: 'трен', kind: 'prefix', script: 'cyrillic' },
  { text: 'тренеровка', kind: 'typo', script: 'cyrillic' },
  { text: 'trainnig', kind: 'typo', script: 'latin' },
];
const DRAWS_PER_QUERY = 1000;

type Random = () => number;

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pickLetter = (random: Random, letters: string): string =>
  letters[Math.floor(random() * letters.length)] ?? '';

/** A word drawn with the skew of the generated posts, at least `minLength` letters long. */
function skewedWord(random: Random, { words }: Alphabet, minLength = 1): string | undefined {
  const word = words[zipfRank(random(), words.length)];
  return word !== undefined && word.length >= minLength ? word : undefined;
}

/** `count` different skewed words, as people type them together. */
function phrase(random: Random, alphabet: Alphabet, count: number): string | undefined {
  const words = new Set<string>();
  for (let draw = 0; draw < count * 4 && words.size < count; draw += 1) {
    const word = skewedWord(random, alphabet);
    if (word !== undefined) words.add(word);
  }
  return words.size === count ? [...words].join(' ') : undefined;
}

/** The first 3 or more letters of a word of 5 or more, while it is being typed. */
function prefix(random: Random, alphabet: Alphabet): string | undefined {
  const word = skewedWord(random, alphabet, 5);
  if (word === undefined) return undefined;
  const longest = Math.min(word.length - 2, 6);
  return word.slice(0, 3 + Math.floor(random() * (longest - 2)));
}

/**
 * A word of 6 letters or more with one typo after its first letter: two letters swapped, one
 * doubled, dropped or replaced by another vowel or consonant. Never another vocabulary word.
 */
function typo(random: Random, alphabet: Alphabet): string | undefined {
  const word = skewedWord(random, alphabet, 6);
  if (word === undefined) return undefined;
  const at = 1 + Math.floor(random() * (word.length - 2));
  const letter = word[at] ?? '';
  const [before, after] = [word.slice(0, at), word.slice(at + 1)];
  const sameClass = alphabet.vowels.includes(letter) ? alphabet.vowels : alphabet.consonants;
  const edits = [
    before + (after[0] ?? '') + letter + after.slice(1),
    before + letter + letter + after,
    before + after,
    before + pickLetter(random, sameClass.replace(letter, '')) + after,
  ];
  const text = edits[Math.floor(random() * edits.length)];
  return text !== word && !alphabet.words.includes(text ?? '') ? text : undefined;
}

const trigramsOf = (text: string): string[] =>
  Array.from({ length: Math.max(0, text.length - 2) }, (_, at) => text.slice(at, at + 3));

/** Every three-letter run of the vocabulary: a no-match word shares none. */
const VOCABULARY_TRIGRAMS = new Set([...CYRILLIC_WORDS, ...LATIN_WORDS].flatMap(trigramsOf));

/**
 * A pronounceable nonsense word of 7 letters sharing no three-letter run with any vocabulary
 * word, so that neither prefix nor typo-tolerant matching can find a post for it.
 */
function nonsense(random: Random, { vowels, consonants }: Alphabet): string | undefined {
  let text = '';
  for (let syllable = 0; syllable < 3; syllable += 1) {
    text += pickLetter(random, consonants) + pickLetter(random, vowels);
  }
  text += pickLetter(random, consonants);
  return trigramsOf(text).some((trigram) => VOCABULARY_TRIGRAMS.has(trigram)) ? undefined : text;
}

const WORDS_OF: Record<QueryKind, (random: Random, alphabet: Alphabet) => string | undefined> = {
  common: (random, { words }) =>
    words[Math.floor(random() * Math.ceil(words.length * COMMON_SHARE))],
  rare: (random, { words }) => {
    const first = Math.floor(words.length * (1 - RARE_SHARE));
    return words[first + Math.floor(random() * (words.length - first))];
  },
  'two words': (random, alphabet) => phrase(random, alphabet, 2),
  'three words': (random, alphabet) => phrase(random, alphabet, 3),
  prefix,
  typo,
  'no match': nonsense,
};

/**
 * The mixed query set of the search scenarios, drawn from the vocabulary of the generated posts
 * by a fixed seed: QUERIES_OF_KIND of each kind, all different, two in three Cyrillic.
 */
function drawQueries(seed: number): SearchQuery[] {
  const random = seededRandom(seed);
  const queries = [...NAMED];
  const texts = new Set(queries.map((query) => query.text));
  for (const [kind, wanted] of Object.entries(QUERIES_OF_KIND) as [QueryKind, number][]) {
    let count = queries.filter((query) => query.kind === kind).length;
    for (let draw = 0; count < wanted; draw += 1) {
      if (draw > wanted * DRAWS_PER_QUERY) throw new Error(`Too few distinct '${kind}' queries`);
      const alphabet = random() < CYRILLIC_SHARE ? CYRILLIC : LATIN;
      const text = WORDS_OF[kind](random, alphabet);
      if (text === undefined || texts.has(text)) continue;
      texts.add(text);
      queries.push({ text, kind, script: alphabet.script });
      count += 1;
    }
  }
  return queries;
}

export const SEARCH_QUERIES: readonly SearchQuery[] = drawQueries(SEED);

/** One line: how many queries of each kind and script, e.g. for the report. */
export function searchQuerySummary(queries: readonly SearchQuery[]): string {
  const count = (test: (query: SearchQuery) => boolean): number => queries.filter(test).length;
  const kinds = (Object.keys(QUERIES_OF_KIND) as QueryKind[]).map(
    (kind) => `${count((query) => query.kind === kind)} ${kind}`,
  );
  const cyrillic = count((query) => query.script === 'cyrillic');
  return (
    `${queries.length} distinct search queries: ${kinds.join(', ')}; ` +
    `${cyrillic} Cyrillic, ${queries.length - cyrillic} Latin.`
  );
}

/** Indexes 0 … count − 1 in an order shuffled by a fixed seed. */
export function shuffledOrder(count: number, seed = SEED): number[] {
  const random = seededRandom(seed);
  const keys = Array.from({ length: count }, () => random());
  return keys.map((_, index) => index).sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0));
}

/** The first query of each kind and its index: the requests whose plans the report shows. */
export function firstOfEachKind(
  queries: readonly SearchQuery[],
): { index: number; query: SearchQuery }[] {
  const kinds = new Set<QueryKind>();
  const firsts: { index: number; query: SearchQuery }[] = [];
  for (const [index, query] of queries.entries()) {
    if (kinds.has(query.kind)) continue;
    kinds.add(query.kind);
    firsts.push({ index, query });
  }
  return firsts;
}
