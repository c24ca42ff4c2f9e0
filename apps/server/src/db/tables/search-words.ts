import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word of the publications' titles, preview texts and bodies, lowercase with ё as е: where
 * a mistyped search word finds its nearest spelling through the trigram index. Filled by a
 * trigger on publications (migration 0006_search_words) and never pruned: a word whose posts
 * are gone only costs a suggestion that finds nothing, and such a suggestion is not shown.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trigram_idx').using('gin', t.word.op('gin_trgm_ops')),
]);
