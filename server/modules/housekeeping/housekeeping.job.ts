import type { FastifyInstance } from "fastify";
import type { HousekeepingService } from "./housekeeping.service";

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 30 * 60_000;

/**
 * Prunes expired sessions, finished rate-limit counters, old idempotency keys, old payment events, old
 * mails of the outbox, expired one-time links and old searches a minute after start, then every 30
 * minutes. Every process runs it: the deletes only remove rows no request can use any more, and
 * concurrent runs skip each other's rows.
 */
export function scheduleHousekeeping(app: FastifyInstance, housekeeping: HousekeepingService, { firstRunMs = FIRST_RUN_MS, everyMs = EVERY_MS } = {}): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const counts = await housekeeping.run();
      if (Object.values(counts).some((count) => count > 0)) app.log.info({ deleted: counts }, "housekeeping");
    } catch (error) {
      app.log.error({ err: error }, "housekeeping failed");
    }
  };
  const next = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = undefined;
        next(everyMs);
      });
    }, delayMs);
    timer.unref();
  };
  app.addHook("onReady", async () => next(firstRunMs));
  app.addHook("onClose", async () => {
    stopped = true;
    clearTimeout(timer);
    await running; // the database closes after the app
  });
}
