import type { FastifyInstance } from "fastify";
import type { RefundsService } from "./refunds.service";

const EVERY_MS = 5_000;

export interface RefundSender {
  /** Sends due refunds now, in the background; a kick while it runs makes it run once more after. */
  kick(): void;
}

/**
 * Runs the refunds service's sender one run at a time in this process. Kicked once a refund is recorded
 * (the refund.created event, heard after its transaction committed) so Razorpay hears of it at once;
 * the app waits for a run in progress before it closes.
 */
export function createRefundSender(app: FastifyInstance, refunds: RefundsService): RefundSender {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = async () => {
    do {
      again = false;
      try {
        const counts = await refunds.sendDueRefunds();
        if (counts.sent + counts.refused + counts.retrying > 0) app.log.info({ refunds: counts }, "sent refunds to the payment gateway");
      } catch (error) {
        app.log.error({ err: error }, "sending refunds failed");
      }
    } while (again && !stopped);
  };
  app.addHook("onClose", async () => {
    stopped = true;
    await running; // the database closes after the app
  });
  return {
    kick() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = undefined;
      });
    },
  };
}

/**
 * Every few seconds, sends the refunds that are due: new ones no kick reached (another process recorded
 * them, or this one restarted) and retries whose back-off is over. Every process may run it: each due
 * refund is claimed by one of them (SKIP LOCKED).
 */
export function scheduleRefundSending(app: FastifyInstance, sender: RefundSender, { everyMs = EVERY_MS } = {}): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => sender.kick(), everyMs);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
