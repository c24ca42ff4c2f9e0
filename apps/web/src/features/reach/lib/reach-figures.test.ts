import { describe, expect, it } from 'vitest';
import { fullName, notViewedPages, viewedShare } from './reach-figures.ts';

describe('reach figures', () => {
  it('gives the viewed share, none for an empty audience', () => {
    expect(viewedShare(12, 40)).toBe(0.3);
    expect(viewedShare(0, 40)).toBe(0);
    expect(viewedShare(0, 0)).toBeNull();
    // Never past the whole audience, whatever the counts say.
    expect(viewedShare(41, 40)).toBe(1);
  });

  it('pages the not-viewed list by 20, one page at least', () => {
    expect(notViewedPages(0)).toBe(1);
    expect(notViewedPages(20)).toBe(1);
    expect(notViewedPages(21)).toBe(2);
  });

  it('writes the last name first and skips a missing part', () => {
    expect(fullName({ first_name: 'Анна', last_name: 'Иванова' })).toBe('Иванова Анна');
    expect(fullName({ first_name: 'Анна', last_name: '' })).toBe('Анна');
  });
});
