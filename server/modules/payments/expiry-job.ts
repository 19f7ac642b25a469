import type { FastifyInstance } from "fastify";
import type { PaymentsService } from "./payments.service";

export const UNPAID_ORDER_LIFETIME_MS = 30 * 60 * 1000;
const EVERY_MS = 60 * 1000;

/**
 * Every minute, cancels online orders still unpaid after 30 minutes and releases their stock (the
 * payments service announces it). Every process may run it: the database hands each expired order to
 * one of them (SKIP LOCKED).
 */
export function scheduleUnpaidOrderExpiry(app: FastifyInstance, payments: PaymentsService): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const expired = await payments.expireUnpaidOrders(UNPAID_ORDER_LIFETIME_MS);
      if (expired > 0) app.log.info({ expired }, "cancelled unpaid online orders");
    } catch (error) {
      app.log.error({ err: error }, "expiring unpaid orders failed");
    }
  };
  app.addHook("onReady", async () => {
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
