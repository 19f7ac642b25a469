import { AppError } from "./errors";

export interface WorkLimiterOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks that may wait for a free slot; one more is refused at once. */
  queueLength: number;
  /** The longest a task waits for a slot before it is refused. */
  maxWaitMs: number;
}

/** Refused work: the client should come back in a moment, not wait in a queue of minutes. */
function busy(retryAfterSeconds: number): AppError {
  return new AppError("busy", "The shop is busy right now. Please try again in a moment.", {
    headers: { "retry-after": String(retryAfterSeconds) },
  });
}

/**
 * Runs expensive work a few tasks at a time, with a short queue in front. When the queue is full, or
 * a task has waited too long, it is refused with 503 and Retry-After instead of piling up.
 */
export function createWorkLimiter({ concurrency, queueLength, maxWaitMs }: WorkLimiterOptions) {
  let running = 0;
  const waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];
  const retryAfter = Math.max(1, Math.ceil(maxWaitMs / 1000));

  function release() {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    }
  }

  function slot(): Promise<void> {
    if (running < concurrency) {
      running += 1;
      return Promise.resolve();
    }
    if (waiting.length >= queueLength) return Promise.reject(busy(retryAfter));
    return new Promise((resolve, reject) => {
      const entry = {
        start: () => {
          running += 1;
          resolve();
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(busy(retryAfter));
        }, maxWaitMs),
      };
      waiting.push(entry);
    });
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await slot();
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}

export type WorkLimiter = ReturnType<typeof createWorkLimiter>;
