import type { JobLog, JobRunner } from "../../jobs/job-runner";
import type { PaymentsService } from "./payments.service";

export const UNPAID_ORDER_LIFETIME_MS = 30 * 60 * 1000;

/**
 * Every minute (UNPAID_ORDER_CHECK_SECONDS), once across all workers, cancels online orders still unpaid
 * after 30 minutes and releases their stock (the payments service announces it). The database hands
 * each expired order to one run (SKIP LOCKED), so a slow run overlapping the next is harmless.
 */
export function scheduleUnpaidOrderExpiry(runner: JobRunner, payments: PaymentsService, { everyMs, log }: { everyMs: number; log: JobLog }): void {
  runner.schedule({
    name: "expiring unpaid orders",
    everyMs,
    run: async () => {
      const expired = await payments.expireUnpaidOrders(UNPAID_ORDER_LIFETIME_MS);
      if (expired > 0) log.info({ expired }, "cancelled unpaid online orders");
    },
  });
}
