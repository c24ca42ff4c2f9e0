import { constants, PerformanceObserver } from 'node:perf_hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepMemoryUnder, type MemoryBudget } from './memory-budget.ts';

const MB = 2 ** 20;

/** A process whose figures the test sets; a collection drops the heap to `liveBytes`. */
function fakeProcess() {
  const figures = { resident: 200 * MB, heapUsed: 60 * MB, liveBytes: 40 * MB, collections: 0 };
  return {
    figures,
    residentBytes: () => figures.resident,
    heapUsedBytes: () => figures.heapUsed,
    collect: () => {
      figures.collections += 1;
      figures.resident -= figures.heapUsed - figures.liveBytes;
      figures.heapUsed = figures.liveBytes;
    },
  };
}

describe('keepMemoryUnder', () => {
  let budget: MemoryBudget | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    budget?.stop();
    vi.useRealTimers();
  });

  function watch(process: ReturnType<typeof fakeProcess>) {
    budget = keepMemoryUnder({
      budgetBytes: 260 * MB,
      checkEveryMs: 100,
      heapGrowthBytes: 16 * MB,
      ...process,
    });
  }

  it('leaves a process under its budget alone', () => {
    const process = fakeProcess();
    watch(process);
    vi.advanceTimersByTime(10_000);
    expect(process.figures.collections).toBe(0);
  });

  it('collects once the resident memory passes the budget, at the next check', () => {
    const process = fakeProcess();
    watch(process);
    vi.advanceTimersByTime(100);
    process.figures.resident = 290 * MB;
    process.figures.heapUsed = 130 * MB;
    vi.advanceTimersByTime(99);
    expect(process.figures.collections).toBe(0);
    vi.advanceTimersByTime(1);
    expect(process.figures.collections).toBe(1);
    expect(process.figures.resident).toBe(200 * MB);
  });

  it('does not collect again until the heap has grown by heapGrowthBytes', () => {
    const process = fakeProcess();
    // Most of what is resident is not the heap's: a collection cannot bring it under.
    process.figures.resident = 300 * MB;
    watch(process);
    vi.advanceTimersByTime(100);
    expect(process.figures.collections).toBe(1);
    expect(process.figures.resident).toBe(280 * MB);

    process.figures.heapUsed += 15 * MB;
    process.figures.resident += 15 * MB;
    vi.advanceTimersByTime(5_000);
    expect(process.figures.collections).toBe(1);

    process.figures.heapUsed += 1 * MB;
    process.figures.resident += 1 * MB;
    vi.advanceTimersByTime(100);
    expect(process.figures.collections).toBe(2);
  });

  it('stops watching when stopped', () => {
    const process = fakeProcess();
    watch(process);
    budget?.stop();
    process.figures.resident = 400 * MB;
    vi.advanceTimersByTime(10_000);
    expect(process.figures.collections).toBe(0);
  });

  it('asks V8 itself for a full collection by default', async () => {
    vi.useRealTimers();
    const forced = new Promise<void>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        const entries = list.getEntries() as unknown as {
          detail: { kind: number; flags: number };
        }[];
        if (
          entries.some(
            ({ detail }) =>
              detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR &&
              (detail.flags & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED) !== 0,
          )
        ) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe({ entryTypes: ['gc'] });
    });
    budget = keepMemoryUnder({ budgetBytes: 0, checkEveryMs: 10, heapGrowthBytes: 0 });
    await expect(forced).resolves.toBeUndefined();
  });
});
