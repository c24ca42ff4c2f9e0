import { PROGRESS_BUCKETS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  bucketCounts,
  bucketLabel,
  bucketRange,
  clampPercent,
  clientName,
  histogramTotal,
  pageCount,
  shareOf,
} from './progress-figures.ts';

describe('progress figures', () => {
  it('names the ten buckets, the last one holding 100 %', () => {
    expect(bucketRange(0)).toEqual({ from: 0, to: 9 });
    expect(bucketRange(4)).toEqual({ from: 40, to: 49 });
    expect(bucketRange(PROGRESS_BUCKETS - 1)).toEqual({ from: 90, to: 100 });
    expect(bucketLabel(0)).toBe('0–9%');
    expect(bucketLabel(9)).toBe('90–100%');
  });

  it('always has one count per bucket', () => {
    expect(bucketCounts([])).toEqual(Array(PROGRESS_BUCKETS).fill(0));
    expect(bucketCounts([3, 1])).toEqual([3, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(histogramTotal(bucketCounts([3, 1, 0, 0, 0, 0, 0, 0, 0, 6]))).toBe(10);
  });

  it('gives shares without dividing by zero', () => {
    expect(shareOf(1, 3)).toBe(33);
    expect(shareOf(3, 3)).toBe(100);
    expect(shareOf(0, 0)).toBe(0);
  });

  it('keeps a bar between 0 and 100', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(45.4)).toBe(45);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });

  it('counts pages of twenty, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });

  it('joins a name and leaves a blank one empty', () => {
    expect(clientName({ first_name: 'Анна', last_name: 'Смирнова' })).toBe('Анна Смирнова');
    expect(clientName({ first_name: '', last_name: 'Смирнова' })).toBe('Смирнова');
    expect(clientName({ first_name: ' ', last_name: '' })).toBe('');
  });
});
