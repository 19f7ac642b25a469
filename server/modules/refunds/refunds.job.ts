import type { FastifyInstance } from "fastify";
import { createKickedJob, type KickedJob, scheduleKicks } from "../../jobs/kicked-job";
import type { RefundsService } from "./refunds.service";

const EVERY_MS = 5_000;

/**
 * Sends due gateway refunds to Razorpay: kicked once a refund is recorded (so Razorpay hears of it at
 * once) and every few seconds for retries. Every process may run it: each due refund is claimed by one
 * of them (SKIP LOCKED).
 */
export function scheduleRefundSending(app: FastifyInstance, refunds: RefundsService, { runJobs }: { runJobs: boolean }): KickedJob {
  const job = createKickedJob(app, "sending refunds", async () => {
    const counts = await refunds.sendDueRefunds();
    if (counts.sent + counts.refused + counts.retrying > 0) app.log.info({ refunds: counts }, "sent refunds to the payment gateway");
  });
  if (runJobs) scheduleKicks(app, job, EVERY_MS);
  return job;
}
