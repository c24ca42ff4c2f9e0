import type { CountByGroup } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createSharedCache } from './shared-cache.ts';

const counts = (n: number): CountByGroup => ({
  physical_transformation: n,
  physical_rpp: 0,
  wiki: 0,
});

describe('createSharedCache', () => {
  it('reuses an answer per key for the TTL, then counts again', async () => {
    let clock = 0;
    let calls = 0;
    const cache = createSharedCache<CountByGroup>(30_000, { now: () => clock });
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
    const cache = createSharedCache<CountByGroup>(1000);
    const compute = async (): Promise<CountByGroup> => counts((calls += 1));
    const answers = await Promise.all([cache.get('a', compute), cache.get('a', compute)]);
    expect(answers).toEqual([counts(1), counts(1)]);
  });

  it('forgets failures and counts every time with TTL 0', async () => {
    const cache = createSharedCache<CountByGroup>(1000);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => counts(5))).toEqual(counts(5));
    let calls = 0;
    const uncached = createSharedCache<CountByGroup>(0);
    await uncached.get('a', async () => counts((calls += 1)));
    await uncached.get('a', async () => counts((calls += 1)));
    expect(calls).toBe(2);
  });

  it('computes again after forget', async () => {
    let calls = 0;
    const cache = createSharedCache<CountByGroup>(60_000);
    const compute = async (): Promise<CountByGroup> => counts((calls += 1));
    await cache.get('a', compute);
    cache.forget('a');
    expect(await cache.get('a', compute)).toEqual(counts(2));
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    let calls = 0;
    const cache = createSharedCache<CountByGroup>(60_000, { maxEntries: 2 });
    const compute = async (): Promise<CountByGroup> => counts((calls += 1));
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('c', compute);
    expect(await cache.get('b', compute)).toEqual(counts(2));
    expect(await cache.get('a', compute)).toEqual(counts(4));
  });
});

describe('createSharedCache with staleMs', () => {
  it('answers past the TTL with the old answer while one computation refreshes it', async () => {
    let clock = 0;
    let calls = 0;
    let release = (): void => undefined;
    const cache = createSharedCache<CountByGroup>(1000, { staleMs: 1000, now: () => clock });
    const slow = (): Promise<CountByGroup> =>
      new Promise((resolve) => {
        calls += 1;
        const n = calls;
        release = () => resolve(counts(n));
      });
    const first = cache.get('a', slow);
    release();
    expect(await first).toEqual(counts(1));
    clock = 1500;
    expect(await cache.get('a', slow)).toEqual(counts(1));
    expect(await cache.get('a', slow)).toEqual(counts(1));
    expect(calls).toBe(2);
    release();
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('a', slow)).toEqual(counts(2));
    clock = 2499;
    expect(await cache.get('a', slow)).toEqual(counts(2));
    expect(calls).toBe(2);
  });

  it('keeps the old answer when a refresh fails, and waits for a new one past staleMs', async () => {
    let clock = 0;
    const cache = createSharedCache<CountByGroup>(1000, { staleMs: 1000, now: () => clock });
    expect(await cache.get('a', async () => counts(1))).toEqual(counts(1));
    clock = 1200;
    expect(await cache.get('a', () => Promise.reject(new Error('down')))).toEqual(counts(1));
    await Promise.resolve();
    expect(await cache.get('a', async () => counts(2))).toEqual(counts(1));
    await Promise.resolve();
    await Promise.resolve();
    clock = 1999;
    expect(await cache.get('a', async () => counts(3))).toEqual(counts(2));
    clock = 3000 + 1200;
    expect(await cache.get('a', async () => counts(4))).toEqual(counts(4));
  });
});

describe('createSharedCache refreshing', () => {
  it('refreshes at most maxRefreshing answers at once; the others stay old meanwhile', async () => {
    let clock = 0;
    const pending: (() => void)[] = [];
    const cache = createSharedCache<CountByGroup>(1000, {
      staleMs: 1000,
      maxRefreshing: 1,
      now: () => clock,
    });
    const slow = (n: number) => (): Promise<CountByGroup> =>
      new Promise((resolve) => pending.push(() => resolve(counts(n))));
    await cache.get('a', async () => counts(1));
    await cache.get('b', async () => counts(1));
    clock = 1500;
    expect(await cache.get('a', slow(2))).toEqual(counts(1));
    expect(await cache.get('b', slow(2))).toEqual(counts(1));
    expect(pending).toHaveLength(1);
    pending[0]?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('a', slow(3))).toEqual(counts(2));
    expect(await cache.get('b', slow(2))).toEqual(counts(1));
    expect(pending).toHaveLength(2);
  });
});
