/** The few logger calls a background worker makes (Fastify's logger fits). */
export interface WorkerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Poller {
  /** Runs at once (catching up on what was missed), then every interval. */
  start(): void;
  /** Stops polling and waits for a run in progress to finish; idempotent. */
  stop(): Promise<void>;
}

/**
 * A background worker's loop: `run` now, then `intervalMs` after each run ends. A run that
 * fails (database unavailable…) is logged and retried at the next poll; `stopped` tells a long
 * run to end early.
 */
export function createPoller(options: {
  intervalMs: number;
  run: (stopped: () => boolean) => Promise<void>;
  log?: WorkerLog;
  failureMessage: string;
}): Poller {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = async (): Promise<void> => {
    try {
      await options.run(() => stopped);
    } catch (error) {
      options.log?.error({ err: error }, options.failureMessage);
    }
  };

  const schedule = (delay: number): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        schedule(options.intervalMs);
      });
    }, delay);
  };

  return {
    start() {
      if (stopped || timer) return;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
