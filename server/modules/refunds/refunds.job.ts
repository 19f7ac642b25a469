import type { JobRunner, Kickable } from "../../jobs/job-runner";
import { REFUND_LEASE_MS, type RefundsService } from "./refunds.service";

const POLL_MS = 5_000;

/**
 * Sends due gateway refunds to Razorpay: kicked once a refund is recorded (so Razorpay hears of it at
 * once) and every few seconds for retries. Each refund is leased on its own as it is taken; a second
 * call after a lease ran out carries the same idempotency key, so Razorpay makes one refund.
 */
export function queueRefundSending(runner: JobRunner, refunds: RefundsService): Kickable {
  return runner.queue({
    name: "sending refunds",
    take: () => refunds.takeDueRefund(),
    work: async (refund) => void (await refunds.sendTaken(refund)),
    renew: (refund) => refunds.renewLease(refund),
    handBack: (refund) => refunds.handBack(refund),
    leaseMs: REFUND_LEASE_MS,
    pollMs: POLL_MS,
  });
}
