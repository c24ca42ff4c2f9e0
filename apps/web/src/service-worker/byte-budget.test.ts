import { describe, expect, it } from 'vitest';
import { entriesOverBudget } from './byte-budget.ts';

const entry = (url: string, bytes: number) => ({ url, bytes });

describe('entriesOverBudget', () => {
  it('keeps everything within the budget', () => {
    expect(entriesOverBudget([entry('a', 40), entry('b', 60)], 100)).toEqual([]);
  });

  it('deletes the oldest until the rest fit', () => {
    const entries = [entry('a', 30), entry('b', 30), entry('c', 30), entry('d', 30)];
    expect(entriesOverBudget(entries, 70)).toEqual(['a', 'b']);
  });

  it('deletes a newest entry that alone is over the budget, with all before it', () => {
    expect(entriesOverBudget([entry('a', 10), entry('big', 500)], 100)).toEqual(['a', 'big']);
  });

  it('has nothing to delete in an empty cache', () => {
    expect(entriesOverBudget([], 0)).toEqual([]);
  });
});
