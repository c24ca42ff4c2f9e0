import { describe, expect, it } from 'vitest';
import { searchTermsOf, tsqueryTextOf } from './search-terms.ts';

describe('searchTermsOf', () => {
  it('reads plain words lowercase, ё as е, the last one as a prefix from three letters', () => {
    expect(searchTermsOf('Ёлка, ТРЕН')).toEqual({
      kind: 'words',
      words: ['елка', 'трен'],
      lastIsPrefix: true,
    });
    expect(searchTermsOf('сила и')).toEqual({
      kind: 'words',
      words: ['сила', 'и'],
      lastIsPrefix: false,
    });
    expect(searchTermsOf('!!!')).toEqual({ kind: 'words', words: [], lastIsPrefix: false });
  });

  it('keeps web-search syntax as typed', () => {
    for (const text of ['"тренировка дня"', 'сон -кофе', 'сон or кофе']) {
      expect(searchTermsOf(text)).toEqual({ kind: 'webSearch', text });
    }
  });

  it('drops what follows the eighth word', () => {
    const terms = searchTermsOf('a b c d e f g h i j');
    expect(terms.kind === 'words' && terms.words).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});

describe('tsqueryTextOf', () => {
  it('requires every word and marks the last as a prefix when asked', () => {
    expect(tsqueryTextOf(['сила', 'трен'], true)).toBe('сила & трен:*');
    expect(tsqueryTextOf(['сила', 'и'], false)).toBe('сила & и');
    expect(tsqueryTextOf([], false)).toBe('');
  });
});
