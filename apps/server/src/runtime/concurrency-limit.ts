/** Runs a task when one of the limit's slots is free; the others wait in arrival order. */
export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * At most `slots` tasks at once. For calls that cost the database far more than the others: past
 * a few at once they only queue inside PostgreSQL, holding their memory in this process and
 * slowing every other request down.
 */
export function createConcurrencyLimit(slots: number): ConcurrencyLimit {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = (): void => {
    const next = waiting.shift();
    // The slot passes straight to the next task, so `running` stays as it is.
    if (next) next();
    else running -= 1;
  };
  return async (task) => {
    if (running < slots) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
