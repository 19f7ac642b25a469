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
});
