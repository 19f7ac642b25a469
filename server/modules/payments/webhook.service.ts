import { createHash } from "node:crypto";
import { z } from "zod";
import type { Database } from "../../db/client";
import { paymentEvents } from "../../db/schema/orders";
import { AppError } from "../../errors";
import { findOrderByGatewayOrderId } from "../orders/orders.repo";
import type { PaymentGateway } from "./gateway";
import { markOrderPaid, markPaymentFailed } from "./mark-paid";
import { hmacSha256Hex, signatureMatches } from "./signatures";

const EventSchema = z.looseObject({
  event: z.string(),
  payload: z.looseObject({
    payment: z.object({ entity: z.looseObject({ id: z.string(), order_id: z.string().nullish() }) }).optional(),
    order: z.object({ entity: z.looseObject({ id: z.string() }) }).optional(),
  }),
});

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

/**
 * Razorpay's webhook: trusted only through the HMAC of the raw body with the webhook secret, each event
 * applied once (by its event id), in the same transaction that records it.
 */
export async function receiveWebhook(db: Database, gateway: PaymentGateway | undefined, raw: Buffer, signature: string | undefined, eventId: string | undefined): Promise<WebhookOutcome> {
  if (!gateway?.webhookSecret || !signature || !signatureMatches(hmacSha256Hex(gateway.webhookSecret, raw), signature)) {
    throw new AppError("unauthorized", "Invalid webhook signature");
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString("utf8"));
  } catch {
    return "ignored";
  }
  const parsed = EventSchema.safeParse(body);
  if (!parsed.success) return "ignored";
  const event = parsed.data;
  const gatewayOrderId = event.payload.order?.entity.id ?? event.payload.payment?.entity.order_id ?? null;
  const id = eventId ?? `body:${createHash("sha256").update(raw).digest("hex")}`;

  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ eventId: id, event: event.event, gatewayOrderId, payload: event })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return "duplicate";
    const order = gatewayOrderId ? await findOrderByGatewayOrderId(tx, gatewayOrderId) : undefined;
    if (!order) return "ignored";
    const paymentId = event.payload.payment?.entity.id;
    if ((event.event === "payment.captured" || event.event === "order.paid") && paymentId) {
      await markOrderPaid(tx, order.id, paymentId);
      return "applied";
    }
    if (event.event === "payment.failed") {
      await markPaymentFailed(tx, order.id);
      return "applied";
    }
    return "ignored";
  });
}
