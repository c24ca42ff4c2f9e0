import { describe, expect, it } from 'vitest';
import { visiblePages } from './pagination.ts';

describe('visiblePages', () => {
  it('lists every page when there are at most seven', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('centres seven pages on the current one', () => {
    expect(visiblePages(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it('stays inside the first and last page', () => {
    expect(visiblePages(2, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(visiblePages(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(visiblePages(99, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });

  it('has no pages for an empty count', () => {
    expect(visiblePages(1, 0)).toEqual([]);
  });
});
