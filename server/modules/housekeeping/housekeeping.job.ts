import type { JobLog, JobRunner } from "../../jobs/job-runner";
import type { HousekeepingService } from "./housekeeping.service";

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 30 * 60_000;

/**
 * Prunes expired sessions, finished rate-limit counters, old idempotency keys, old payment events, old
 * mails of the outbox, expired one-time links and old searches a minute after the first worker starts,
 * then every 30 minutes, once across all workers. The deletes only remove rows no request can use any
 * more, so a slow run overlapping the next is harmless.
 */
export function scheduleHousekeeping(
  runner: JobRunner,
  housekeeping: HousekeepingService,
  { log, firstRunMs = FIRST_RUN_MS, everyMs = EVERY_MS }: { log: JobLog; firstRunMs?: number; everyMs?: number },
): void {
  runner.schedule({
    name: "housekeeping",
    firstRunMs,
    everyMs,
    run: async () => {
      const counts = await housekeeping.run();
      if (Object.values(counts).some((count) => count > 0)) log.info({ deleted: counts }, "housekeeping");
    },
  });
}
