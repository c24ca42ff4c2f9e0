import type { CountByGroup } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createGroupCountCache } from './group-count-cache.ts';

const counts = (n: number): CountByGroup => ({
  physical_transformation: n,
  physical_rpp: 0,
  wiki: 0,
});

describe('createGroupCountCache', () => {
  it('reuses an answer per key for the TTL, then counts again', async () => {
    let clock = 0;
    let calls = 0;
    const cache = createGroupCountCache(30_000, () => clock);
    const compute = async (): Promise<CountByGroup> => counts((calls += 1));
    expect(await cache.get('a', compute)).toEqual(counts(1));
    clock = 29_999;
    expect(await cache.get('a', compute)).toEqual(counts(1));
    expect(await cache.get('b', compute)).toEqual(counts(2));
    clock = 30_000;
    expect(await cache.get('a', compute)).toEqual(counts(3));
  });

  it('shares one computation between concurrent misses of a key', async () => {
    let calls = 0;
    const cache = createGroupCountCache(1000);
    const compute = async (): Promise<CountByGroup> => counts((calls += 1));
    const answers = await Promise.all([cache.get('a', compute), cache.get('a', compute)]);
    expect(answers).toEqual([counts(1), counts(1)]);
  });

  it('forgets failures and counts every time with TTL 0', async () => {
    const cache = createGroupCountCache(1000);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => counts(5))).toEqual(counts(5));
    let calls = 0;
    const uncached = createGroupCountCache(0);
    await uncached.get('a', async () => counts((calls += 1)));
    await uncached.get('a', async () => counts((calls += 1)));
    expect(calls).toBe(2);
  });
});
