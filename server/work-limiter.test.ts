import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { createWorkLimiter } from "./work-limiter";

const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe("work limiter", () => {
  it("runs no more tasks at once than allowed, and the waiting ones in turn", async () => {
    const limiter = createWorkLimiter({ concurrency: 2, queueLength: 10, maxWaitMs: 5_000 });
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await later(20);
      running -= 1;
    };
    await Promise.all(Array.from({ length: 8 }, () => limiter.run(task)));
    expect(most).toBe(2);
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses at once with 503 and Retry-After when the queue is full", async () => {
    const limiter = createWorkLimiter({ concurrency: 1, queueLength: 1, maxWaitMs: 2_000 });
    const first = limiter.run(() => later(50));
    const second = limiter.run(() => later(1));
    const started = Date.now();
    const third = await limiter.run(() => later(1)).catch((error: unknown) => error);
    // At once: far sooner than the 2 s a queued task may wait (a loose bound, so a busy machine passes).
    expect(Date.now() - started).toBeLessThan(500);
    expect(third).toBeInstanceOf(AppError);
    expect(third).toMatchObject({ code: "busy", status: 503, options: { headers: { "retry-after": "2" } } });
    await Promise.all([first, second]);
  });

  it("refuses a task that waited too long, and keeps serving the rest", async () => {
    const limiter = createWorkLimiter({ concurrency: 1, queueLength: 5, maxWaitMs: 30 });
    const slow = limiter.run(() => later(100));
    await expect(limiter.run(() => later(1))).rejects.toMatchObject({ code: "busy" });
    await slow;
    await expect(limiter.run(async () => "done")).resolves.toBe("done");
  });

  it("refuses a client's task at once while it already holds its share of the queue", async () => {
    const limiter = createWorkLimiter({ concurrency: 1, queueLength: 4, maxWaitMs: 2_000, perKey: 1 });
    const first = limiter.run(() => later(50), "flooder");
    const queued = limiter.run(() => later(1), "flooder");
    await expect(limiter.run(() => later(1), "flooder")).rejects.toMatchObject({ code: "busy" });
    await expect(limiter.run(async () => "customer", "customer")).resolves.toBe("customer");
    await Promise.all([first, queued]);
    await expect(limiter.run(async () => "again", "flooder")).resolves.toBe("again");
  });

  it("lets one address use a free slot and wait for the next: many customers share a mobile carrier's address", async () => {
    const limiter = createWorkLimiter({ concurrency: 1, queueLength: 4, maxWaitMs: 2_000, perKey: 1 });
    const both = Promise.all([limiter.run(() => later(30), "100.64.0.1"), limiter.run(() => later(30), "100.64.0.1")]);
    await expect(both).resolves.toHaveLength(2);
  });

  it("gives a full queue's place, and the next free slot, to a client that was not refused over one that was", async () => {
    const limiter = createWorkLimiter({ concurrency: 1, queueLength: 2, maxWaitMs: 2_000, perKey: 1 });
    const order: string[] = [];
    const task = (name: string) => async () => {
      order.push(name);
      await later(20);
    };
    const running = limiter.run(task("a"), "a");
    const waitingB = limiter.run(task("b"), "b");
    const waitingC = limiter.run(task("c"), "c").catch(() => order.push("c refused"));
    // Refused once for sending two at a time, c is now the worst-placed client.
    await expect(limiter.run(task("c2"), "c")).rejects.toMatchObject({ code: "busy" });
    // The queue is full; d has never been refused, so it takes c's place.
    const waitingD = limiter.run(task("d"), "d");
    await Promise.all([running, waitingB, waitingC, waitingD]);
    expect(order).toEqual(["a", "c refused", "b", "d"]);
  });

  it("starts the waiting task of a client with the fewest recent refusals first", async () => {
    const limiter = createWorkLimiter({ concurrency: 1, queueLength: 4, maxWaitMs: 2_000, perKey: 1 });
    const order: string[] = [];
    const task = (name: string) => async () => {
      order.push(name);
      await later(20);
    };
    const running = limiter.run(task("a"), "a");
    const flooder = limiter.run(task("flooder"), "flooder");
    await expect(limiter.run(task("flooder again"), "flooder")).rejects.toMatchObject({ code: "busy" });
    const customer = limiter.run(task("customer"), "customer");
    await Promise.all([running, flooder, customer]);
    expect(order).toEqual(["a", "customer", "flooder"]);
  });
});
