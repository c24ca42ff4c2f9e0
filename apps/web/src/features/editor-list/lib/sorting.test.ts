import { describe, expect, it } from 'vitest';
import { nextOrdering, sortDirection } from './sorting.ts';

describe('column sorting', () => {
  it('cycles titles A→Я, Я→A, then the default order', () => {
    expect(nextOrdering('-created', 'title')).toBe('title');
    expect(nextOrdering('title', 'title')).toBe('-title');
    expect(nextOrdering('-title', 'title')).toBe('-created');
  });

  it('cycles release dates latest first, earliest first, then the default order', () => {
    expect(nextOrdering('-created', 'release_date')).toBe('-release_date');
    expect(nextOrdering('-release_date', 'release_date')).toBe('release_date');
    expect(nextOrdering('release_date', 'release_date')).toBe('-created');
  });

  it('starts a column afresh when another one is sorted', () => {
    expect(nextOrdering('-title', 'release_date')).toBe('-release_date');
    expect(nextOrdering('release_date', 'title')).toBe('title');
  });

  it('tells the direction of a column', () => {
    expect(sortDirection('title', 'title')).toBe('ascending');
    expect(sortDirection('-title', 'title')).toBe('descending');
    expect(sortDirection('-title', 'release_date')).toBeNull();
    expect(sortDirection('-created', 'title')).toBeNull();
  });
});
