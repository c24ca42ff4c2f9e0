/** Runs a task when one of the limit's slots is free; the others wait in arrival order. */
export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>;

/** A task given up on before it started: no slot came free within the limit's `maxWaitMs`. */
export class SlotWaitTimeout extends Error {
  override name = 'SlotWaitTimeout';

  constructor(maxWaitMs: number) {
    super(`No slot came free within ${maxWaitMs} ms`);
  }
}

export interface ConcurrencyLimitOptions {
  /**
   * How long a task waits for a slot at most; past it the task fails with SlotWaitTimeout without
   * running. Unset: as long as it takes.
   */
  maxWaitMs?: number;
}

/**
 * At most `slots` tasks at once. For calls that cost the database far more than the others: past
 * a few at once they only queue inside PostgreSQL, holding their memory in this process and
 * slowing every other request down. With `maxWaitMs` the queue is bounded in time: under a burst
 * longer than the slots can serve, the oldest waiters are refused rather than answered after
 * their callers gave up.
 */
export function createConcurrencyLimit(
  slots: number,
  { maxWaitMs }: ConcurrencyLimitOptions = {},
): ConcurrencyLimit {
  let running = 0;
  // Insertion-ordered: the first waiter is the oldest.
  const waiting = new Set<() => void>();
  const release = (): void => {
    const next = waiting.values().next();
    // The slot passes straight to the next task, so `running` stays as it is.
    if (next.done) running -= 1;
    else {
      waiting.delete(next.value);
      next.value();
    }
  };
  const waitForSlot = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const start = (): void => {
        clearTimeout(timer);
        resolve();
      };
      const timer =
        maxWaitMs === undefined
          ? undefined
          : setTimeout(() => {
              waiting.delete(start);
              reject(new SlotWaitTimeout(maxWaitMs));
            }, maxWaitMs);
      waiting.add(start);
    });
  return async (task) => {
    if (running < slots) running += 1;
    else await waitForSlot();
    try {
      return await task();
    } finally {
      release();
    }
  };
}
