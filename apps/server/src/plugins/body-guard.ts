import type { IncomingMessage } from 'node:http';

/** Limits on a request body that another reader (a parser it is piped into) consumes. */
export interface BodyGuard {
  /** Awaits one step of that reading, or fails as soon as the body has been stopped. */
  step<T>(reading: Promise<T>): Promise<T>;
  /** Stops taking the body off the socket and fails every step with `error` (the first stop's). */
  stop(error: Error): void;
  /** Why the body was stopped, if it was: the answer, whatever error the reader saw. */
  readonly reason: Error | undefined;
  /** Stops counting: the reading is over. */
  release(): void;
}

/**
 * Counts a request body as it arrives and stops it, with `tooLarge()`, once more than `maxBytes`
 * have come: nothing more is read, and the step being awaited fails at once instead of waiting
 * for a part that would only end with the body. Start the reading in the same tick, so that no
 * chunk flows before both listen.
 */
export function guardBody(
  raw: IncomingMessage,
  maxBytes: number,
  tooLarge: () => Error,
): BodyGuard {
  let fail: (error: Error) => void = () => undefined;
  const stopped = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  // Only ever awaited through step(); a stop after the reading ended is nobody's failure.
  stopped.catch(() => undefined);
  let received = 0;
  let reason: Error | undefined;
  const count = (chunk: Buffer): void => {
    received += chunk.length;
    if (received > maxBytes) stop(tooLarge());
  };
  const release = (): void => {
    raw.off('data', count);
  };
  const stop = (error: Error): void => {
    reason ??= error;
    release();
    raw.unpipe();
    raw.pause();
    fail(error);
  };
  raw.on('data', count);
  return {
    step(reading) {
      // The reading left behind by a stop fails later (the socket closes): that is expected.
      reading.catch(() => undefined);
      return Promise.race([reading, stopped]);
    },
    stop,
    release,
    get reason() {
      return reason;
    },
  };
}
