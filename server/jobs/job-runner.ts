import { retryDelayMs } from "./retry-delay";

/**
 * Work kept in rows of the shop's own tables (a mail, a refund call), carried out one item at a time.
 * `take` leases one due item for `leaseMs` (a conditional update with SKIP LOCKED, moving its due time
 * past the lease, see outbox.repo); `work` carries it out and records the outcome in the statement that
 * ends the lease, only while the lease is still its own. While `work` runs, the runner renews the lease
 * every third of it, so a slow far side never lets another process take the item; a process that dies
 * stops renewing, and the item is due again when its lease runs out.
 */
export interface QueueJob<Item> {
  name: string;
  take(): Promise<Item | undefined>;
  work(item: Item): Promise<void>;
  renew(item: Item): Promise<void>;
  /** Gives back an item taken as the process stops, before its work started: due again at once. */
  handBack(item: Item): Promise<void>;
  leaseMs: number;
  /** How often to look for work no kick announced (written by another process, or retries due). */
  pollMs: number;
  /** Items worked at once by this process. */
  concurrency?: number;
}

/** Work that recurs: ticks once every `everyMs` across all processes, the first `firstRunMs` after the schedule is first known. */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  firstRunMs?: number;
  run(): Promise<void>;
}

/** Where schedules keep their next tick (server/jobs/schedules.repo.ts on the shop's database). */
export interface ScheduleStore {
  ensureSchedule(name: string, firstRunMs: number): Promise<void>;
  takeTick(name: string, everyMs: number): Promise<boolean>;
}

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobRunnerOptions {
  log: JobLog;
  schedules: ScheduleStore;
  /** After a failure to take or work an item, the runner waits before it takes from that queue again. */
  failureBackoff?: { firstMs: number; maxMs: number };
}

export interface Kickable {
  /** Looks for work now (an event said some was written); harmless when there is none. */
  kick(): void;
}

/**
 * The one way the shop runs background work: queues of leased items and schedules that tick once across
 * processes. Nothing runs before `start()` (a process that only serves requests never starts it); `stop()` stops taking work, hands back what was taken but not
 * started, and resolves once the work under way has finished (the database closes after it).
 */
export function createJobRunner({ log, schedules, failureBackoff = { firstMs: 1_000, maxMs: 60_000 } }: JobRunnerOptions) {
  const starters: Array<(timers: boolean) => void> = [];
  const timers = new Set<NodeJS.Timeout>();
  const underway = new Set<Promise<void>>();
  let running = false;

  const track = (work: Promise<void>) => {
    underway.add(work);
    void work.finally(() => underway.delete(work));
  };
  const every = (ms: number, tick: () => void) => {
    const timer = setInterval(tick, ms);
    timer.unref();
    timers.add(timer);
  };

  function queue<Item>(job: QueueJob<Item>): Kickable {
    let slots = 0;
    let kicked = false;
    let failures = 0;
    let pausedUntil = 0;

    const holding = async (item: Item) => {
      const renewal = setInterval(() => {
        job.renew(item).catch((error: unknown) => log.warn({ err: error, job: job.name }, `renewing a lease of ${job.name} failed`));
      }, job.leaseMs / 3);
      try {
        await job.work(item);
      } finally {
        clearInterval(renewal);
      }
    };

    const slot = async () => {
      try {
        while (running && Date.now() >= pausedUntil) {
          kicked = false;
          const item = await job.take();
          if (item === undefined) {
            if (kicked) continue; // written while this take looked
            break;
          }
          if (!running) {
            await job.handBack(item);
            break;
          }
          await holding(item);
          failures = 0;
        }
      } catch (error) {
        failures += 1;
        const waitMs = retryDelayMs(failures, failureBackoff);
        pausedUntil = Date.now() + waitMs;
        log.error({ err: error, job: job.name, retryInMs: waitMs }, `${job.name} failed`);
      } finally {
        slots -= 1;
      }
    };

    const fill = () => {
      // While paused a slot would end before its first await and free its place at once: filling would never end.
      if (!running || Date.now() < pausedUntil) return;
      while (slots < (job.concurrency ?? 1)) {
        slots += 1;
        track(slot());
      }
    };
    starters.push((timers) => {
      if (timers) every(job.pollMs, fill);
      fill();
    });
    return {
      kick() {
        kicked = true;
        fill();
      },
    };
  }

  function schedule(job: ScheduledJob): void {
    let ticking = false;
    let known = false;
    const tick = async () => {
      if (!running || ticking) return;
      ticking = true;
      try {
        if (!known) await schedules.ensureSchedule(job.name, job.firstRunMs ?? job.everyMs);
        known = true;
        if (await schedules.takeTick(job.name, job.everyMs)) await job.run();
      } catch (error) {
        log.error({ err: error, job: job.name }, `${job.name} failed`);
      } finally {
        ticking = false;
      }
    };
    // Asks several times per period, so a tick comes at most a fraction of the period late.
    const askEveryMs = Math.min(30_000, Math.max(100, job.everyMs / 10));
    starters.push((timers) => {
      if (!timers) return;
      every(askEveryMs, () => track(tick()));
      track(tick());
    });
  }

  return {
    queue,
    schedule,
    /**
     * Starts taking work. Without timers (route tests, which call jobs themselves to control time), queues
     * only work when kicked and schedules never tick.
     */
    start({ timers = true }: { timers?: boolean } = {}): void {
      if (running) return;
      running = true;
      for (const start of starters) start(timers);
    },
    async stop(): Promise<void> {
      running = false;
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      while (underway.size > 0) await Promise.allSettled([...underway]);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
