import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConcurrencyLimit, SlotWaitTimeout } from './concurrency-limit.ts';

/** A task that runs until `finish()` is called, recording how many ran at once. */
function gate(log: { running: number; most: number; order: number[] }, id: number) {
  let finish = (): void => undefined;
  const task = async (): Promise<number> => {
    log.running += 1;
    log.most = Math.max(log.most, log.running);
    log.order.push(id);
    await new Promise<void>((resolve) => {
      finish = resolve;
    });
    log.running -= 1;
    return id;
  };
  return { task, finish: () => finish() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createConcurrencyLimit', () => {
  it('runs at most `slots` tasks at once, the others in arrival order', async () => {
    const limit = createConcurrencyLimit(2);
    const log = { running: 0, most: 0, order: [] as number[] };
    const gates = [1, 2, 3, 4, 5].map((id) => gate(log, id));
    const results = gates.map(({ task }) => limit(task));
    await tick();
    expect(log.order).toEqual([1, 2]);

    gates[1]?.finish();
    await tick();
    expect(log.order).toEqual([1, 2, 3]);
    for (const { finish } of gates) {
      finish();
      await tick();
    }
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5]);
    expect(log.most).toBe(2);
    expect(log.order).toEqual([1, 2, 3, 4, 5]);
  });

  it('frees the slot of a failed task and passes the failure on', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('starts a task at once when a slot is free again', async () => {
    const limit = createConcurrencyLimit(1);
    await limit(() => Promise.resolve(1));
    let started = false;
    const running = limit(async () => {
      started = true;
    });
    expect(started).toBe(true);
    await running;
  });
});

describe('createConcurrencyLimit with maxWaitMs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a task that waits longer for a slot, without running it', async () => {
    const limit = createConcurrencyLimit(1, { maxWaitMs: 5_000 });
    const log = { running: 0, most: 0, order: [] as number[] };
    const first = gate(log, 1);
    const running = limit(first.task);
    const late = limit(gate(log, 2).task);
    const refused = expect(late).rejects.toBeInstanceOf(SlotWaitTimeout);
    await vi.advanceTimersByTimeAsync(5_000);
    await refused;

    // The refused task left the queue: the next one takes the slot when it frees.
    const third = gate(log, 3);
    const next = limit(third.task);
    first.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(log.order).toEqual([1, 3]);
    third.finish();
    expect(await Promise.all([running, next])).toEqual([1, 3]);
  });

  it('starts a waiting task in time and never refuses it afterwards', async () => {
    const limit = createConcurrencyLimit(1, { maxWaitMs: 5_000 });
    const log = { running: 0, most: 0, order: [] as number[] };
    const first = gate(log, 1);
    const second = gate(log, 2);
    const results = [limit(first.task), limit(second.task)];
    await vi.advanceTimersByTimeAsync(4_000);
    first.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(log.order).toEqual([1, 2]);
    // Past the wait limit while running: it is not refused.
    await vi.advanceTimersByTimeAsync(10_000);
    second.finish();
    expect(await Promise.all(results)).toEqual([1, 2]);
  });
});
