import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../test/test-app";
import { createJobRunner, type QueueJob, type ScheduleStore } from "./job-runner";
import { retryDelayMs } from "./retry-delay";
import { scheduleStore } from "./schedules.repo";

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const noSchedules: ScheduleStore = { ensureSchedule: async () => undefined, takeTick: async () => false };
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A queue over an in-memory list: what the runner took, worked, renewed and handed back. */
function listQueue(items: string[], overrides: Partial<QueueJob<string>> = {}) {
  const seen = { worked: [] as string[], renewed: [] as string[], handedBack: [] as string[], atOnce: 0, mostAtOnce: 0 };
  const job: QueueJob<string> = {
    name: "test queue",
    take: async () => items.shift(),
    work: async (item) => {
      seen.atOnce += 1;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.atOnce);
      await pause(20);
      seen.worked.push(item);
      seen.atOnce -= 1;
    },
    renew: async (item) => void seen.renewed.push(item),
    handBack: async (item) => void seen.handedBack.push(item),
    leaseMs: 60_000,
    pollMs: 60_000,
    ...overrides,
  };
  return { job, seen };
}

describe("the job runner's queues", () => {
  it("takes nothing before it starts, then works each item once, as many at once as the queue allows", async () => {
    const runner = createJobRunner({ log: quiet, schedules: noSchedules });
    const { job, seen } = listQueue(["a", "b", "c", "d", "e"], { concurrency: 2 });
    const queue = runner.queue(job);
    queue.kick();
    await pause(50);
    expect(seen.worked).toEqual([]);

    runner.start();
    await pause(150);
    await runner.stop();
    expect(seen.worked.sort()).toEqual(["a", "b", "c", "d", "e"]);
    expect(seen.mostAtOnce).toBe(2);
  });

  it("renews an item's lease while its work runs, and stops renewing once it is done", async () => {
    const runner = createJobRunner({ log: quiet, schedules: noSchedules });
    const { job, seen } = listQueue(["slow"], {
      leaseMs: 60,
      // Slow work: it ends only once its lease has been renewed three times (every 20 ms, later on a busy machine).
      work: async () => {
        while (seen.renewed.length < 3) await pause(5);
      },
    });
    runner.queue(job);
    runner.start();
    await pause(30);
    await runner.stop(); // waits for the work under way
    const renewals = seen.renewed.length;
    expect(renewals).toBe(3);
    await pause(100);
    expect(seen.renewed).toEqual(["slow", "slow", "slow"]);
  });

  it("on stop, finishes the work under way, hands back an item taken meanwhile, and takes no more", async () => {
    const runner = createJobRunner({ log: quiet, schedules: noSchedules });
    let takes = 0;
    let releaseTake = () => undefined as void;
    const { job, seen } = listQueue([], {
      concurrency: 2,
      take: async () => {
        takes += 1;
        if (takes === 1) return "under way";
        if (takes === 2) {
          await new Promise<void>((resolve) => (releaseTake = resolve));
          return "taken while stopping";
        }
        return "never";
      },
      work: async (item) => {
        await pause(100);
        seen.worked.push(item);
      },
    });
    runner.queue(job);
    runner.start();
    await pause(20);
    const stopped = runner.stop();
    releaseTake();
    await stopped;
    expect(seen.worked).toEqual(["under way"]);
    expect(seen.handedBack).toEqual(["taken while stopping"]);
    expect(takes).toBe(2);
  });

  it("after a failure waits before taking again, twice as long after each failure in a row, and recovers", async () => {
    const runner = createJobRunner({ log: quiet, schedules: noSchedules, failureBackoff: { firstMs: 100, maxMs: 1_000 } });
    const takenAt: number[] = [];
    let failuresLeft = 3;
    const { job, seen } = listQueue([], {
      pollMs: 10,
      take: async () => {
        takenAt.push(Date.now());
        if (failuresLeft-- > 0) throw new Error("the database is away");
        return takenAt.length === 4 ? "after the outage" : undefined;
      },
    });
    const queue = runner.queue(job);
    runner.start();
    queue.kick(); // a kick does not cut a wait short
    await pause(1_000);
    await runner.stop();
    const gaps = takenAt.slice(1, 4).map((at, index) => at - takenAt[index]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(95);
    expect(gaps[1]).toBeGreaterThanOrEqual(195);
    expect(gaps[2]).toBeGreaterThanOrEqual(395);
    expect(seen.worked).toEqual(["after the outage"]);
  });

  it("returns from a kick at once while it waits after a failure (the database returning must not find it spinning)", async () => {
    const runner = createJobRunner({ log: quiet, schedules: noSchedules, failureBackoff: { firstMs: 2_000, maxMs: 2_000 } });
    let takes = 0;
    const { job } = listQueue([], {
      take: async () => {
        takes += 1;
        throw new Error("the database is away");
      },
    });
    const queue = runner.queue(job);
    runner.start();
    await pause(20);
    const kickedAt = performance.now();
    queue.kick();
    const kickMs = performance.now() - kickedAt;
    await runner.stop();
    expect(kickMs).toBeLessThan(100);
    expect(takes).toBe(1);
  });

  it("doubles its retry delays up to their ceiling", () => {
    const delays = [1, 2, 3, 4, 10].map((attempt) => retryDelayMs(attempt, { firstMs: 30_000, maxMs: 3_600_000 }));
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000]);
  });
});

describe("the job runner's schedules", () => {
  let opened: { database: DatabaseHandle; drop: () => Promise<void> };
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(() => opened?.drop());

  it("ticks once per period however many runners share the database, and not after they stop", async () => {
    const runs: number[] = [];
    const runners = [1, 2, 3].map((process) => {
      const runner = createJobRunner({ log: quiet, schedules: scheduleStore(opened.database.db) });
      runner.schedule({ name: "shared tick", everyMs: 200, firstRunMs: 0, run: async () => void runs.push(process) });
      return runner;
    });
    const startedAt = Date.now();
    for (const runner of runners) runner.start();
    await pause(2_000);
    await Promise.all(runners.map((runner) => runner.stop()));
    const periods = (Date.now() - startedAt) / 200;

    const [row] = await queryRows<{ runs: number }>(opened.database.db, sql`select runs from job_schedules where name = 'shared tick'`);
    expect(row!.runs).toBe(runs.length);
    expect(runs.length).toBeGreaterThanOrEqual(Math.floor(periods) - 3);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(periods) + 1);
    await pause(400);
    expect(runs.length).toBe(row!.runs);
  });
});
