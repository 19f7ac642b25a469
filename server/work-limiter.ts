import { AppError } from "./errors";

export interface WorkLimiterOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks that may wait for a free slot; one more is refused at once. */
  queueLength: number;
  /** The longest a task waits for a slot before it is refused. */
  maxWaitMs: number;
  /**
   * The tasks one client (the key given to `run`) may have waiting in the queue; one more is refused at
   * once (a free slot is anyone's). Keyed tasks also take turns by their client's recent refusals: see
   * `createWorkLimiter`.
   */
  perKey?: number;
}

/** Refused work: the client should come back in a moment, not wait in a queue of minutes. */
function busy(retryAfterSeconds: number): AppError {
  return new AppError("busy", "The shop is busy right now. Please try again in a moment.", {
    headers: { "retry-after": String(retryAfterSeconds) },
  });
}

/** How long a client's refusals count against its place in the queue. */
const REFUSALS_REMEMBERED_MS = 60_000;
/** Clients remembered at most; past that the memory starts again (a flood of many clients). */
const MOST_CLIENTS_REMEMBERED = 10_000;

interface Waiting {
  key: string | undefined;
  start: () => void;
  refuse: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Runs expensive work a few tasks at a time, with a short queue in front. When the queue is full, or
 * a task has waited too long, it is refused with 503 and Retry-After instead of piling up.
 *
 * With `perKey`, the queue is shared fairly between clients: one client holds at most `perKey` places in
 * it, and a client refused recently (it keeps sending more than it may) yields to one
 * that was not: the next free slot goes to the waiting task whose client has the fewest recent
 * refusals, and a full queue turns away its worst-placed task for a newcomer with fewer. A flood then waits behind everybody else
 * instead of everybody else being refused behind it.
 */
export function createWorkLimiter({ concurrency, queueLength, maxWaitMs, perKey }: WorkLimiterOptions) {
  let running = 0;
  let waiting: Waiting[] = [];
  /** Each client's tasks waiting in the queue. */
  const queued = new Map<string, number>();
  const refusals = new Map<string, { count: number; since: number }>();
  const retryAfter = Math.max(1, Math.ceil(maxWaitMs / 1000));

  function refusalsOf(key: string | undefined): number {
    const entry = key === undefined ? undefined : refusals.get(key);
    if (!entry) return 0;
    if (Date.now() - entry.since > REFUSALS_REMEMBERED_MS) {
      refusals.delete(key!);
      return 0;
    }
    return entry.count;
  }

  function refused(key: string | undefined): AppError {
    if (key !== undefined) {
      if (refusals.size >= MOST_CLIENTS_REMEMBERED) refusals.clear();
      refusals.set(key, { count: refusalsOf(key) + 1, since: refusals.get(key)?.since ?? Date.now() });
    }
    return busy(retryAfter);
  }

  function changeQueued(key: string | undefined, by: number) {
    if (key === undefined) return;
    const count = (queued.get(key) ?? 0) + by;
    if (count > 0) queued.set(key, count);
    else queued.delete(key);
  }

  /** The waiting task with the fewest (`pick` "first") or most ("last") recent refusals; FIFO among equals. */
  function pick(which: "first" | "last"): Waiting | undefined {
    let chosen: Waiting | undefined;
    for (const entry of waiting) {
      const better = which === "first" ? refusalsOf(entry.key) < refusalsOf(chosen?.key) : refusalsOf(entry.key) >= refusalsOf(chosen?.key);
      if (!chosen || better) chosen = entry;
    }
    return chosen;
  }

  function leaveQueue(entry: Waiting) {
    waiting = waiting.filter((other) => other !== entry);
    clearTimeout(entry.timer);
  }

  function release() {
    running -= 1;
    const next = perKey === undefined ? waiting[0] : pick("first");
    if (next) {
      leaveQueue(next);
      next.start();
    }
  }

  function slot(key: string | undefined): Promise<void> {
    // A free slot is taken by anyone, and the share counts places in the queue only: many customers
    // share one address (a mobile carrier's NAT), and two of them must not be refused for it.
    if (running < concurrency) {
      running += 1;
      return Promise.resolve();
    }
    if (perKey !== undefined && key !== undefined && (queued.get(key) ?? 0) >= perKey) return Promise.reject(refused(key));
    if (waiting.length >= queueLength) {
      const worst = perKey === undefined ? undefined : pick("last");
      if (!worst || refusalsOf(worst.key) <= refusalsOf(key)) return Promise.reject(refused(key));
      leaveQueue(worst);
      worst.refuse();
    }
    return new Promise((resolve, reject) => {
      const entry: Waiting = {
        key,
        start: () => {
          changeQueued(key, -1);
          running += 1;
          resolve();
        },
        refuse: () => {
          changeQueued(key, -1);
          reject(refused(key));
        },
        timer: setTimeout(() => {
          leaveQueue(entry);
          entry.refuse();
        }, maxWaitMs),
      };
      changeQueued(key, 1);
      waiting.push(entry);
    });
  }

  return {
    /** Runs the task when a slot is free; `key` names the client it is done for (with `perKey`). */
    async run<T>(task: () => Promise<T>, key?: string): Promise<T> {
      await slot(key);
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
