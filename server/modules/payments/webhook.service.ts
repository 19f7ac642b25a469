import { createHash } from "node:crypto";
import { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { type EventBus, transactionThenEmit } from "../../events/event-bus";
import { type CancellationRefund, findOrderByGatewayOrderId, markOrderPaid, markPaymentFailed } from "../orders/order-lifecycle";
import type { PaymentGateway } from "./gateway";
import { recordPaymentEvent } from "./payments.repo";
import { hmacSha256Hex, signatureMatches } from "./signatures";

const EventSchema = z.looseObject({
  event: z.string(),
  payload: z.looseObject({
    payment: z.object({ entity: z.looseObject({ id: z.string(), order_id: z.string().nullish() }) }).optional(),
    order: z.object({ entity: z.looseObject({ id: z.string() }) }).optional(),
    refund: z
      .object({
        entity: z.looseObject({
          id: z.string(),
          payment_id: z.string().nullish(),
          status: z.string().optional(),
          // Razorpay sends notes as an object, or as [] when there are none.
          notes: z.unknown().optional(),
        }),
      })
      .optional(),
  }),
});

const REFUND_EVENTS = { "refund.processed": "processed", "refund.failed": "failed" } as const;

/** Our refund's id, from the notes the refund sender gave Razorpay. */
function refundIdOfNotes(notes: unknown): string | undefined {
  const refundId = notes && typeof notes === "object" && !Array.isArray(notes) ? (notes as Record<string, unknown>).refundId : undefined;
  return typeof refundId === "string" ? refundId : undefined;
}

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

/** What Razorpay says about one of our refunds (a refund.processed or refund.failed event). */
export interface RefundReport {
  gatewayRefundId: string;
  status: "processed" | "failed";
  /** The payment Razorpay refunded, when it says. */
  paymentId?: string | null;
  /** Our refund's id, from the notes the refund sender gave Razorpay. */
  refundId?: string;
  /** Why it failed. */
  description?: string;
}

/**
 * The refunds module's part in payments, handed in by server/app.ts (payments do not import refunds,
 * which import payments' gateway).
 */
export interface PaymentRefunds {
  /** Refunds a paid order that stays cancelled (its payment arrived after its stock was gone). */
  refundCancelled: CancellationRefund;
  /** Settles the refund a report is about, inside the caller's transaction; answers whether anything changed. */
  applyReport(tx: Database, report: RefundReport): Promise<boolean>;
}

export interface WebhookDeps {
  gateway: PaymentGateway | undefined;
  events: EventBus;
  refunds: PaymentRefunds;
}

/**
 * Razorpay's events nest a few levels deep. A body nested far deeper is not one of them, and could not be
 * recorded: writing it as jsonb recurses once per level (JSON.stringify, then PostgreSQL) and runs out of stack.
 */
const MAX_EVENT_DEPTH = 32;

/** How deeply JSON text nests arrays and objects, counted without parsing or recursing. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") deepest = Math.max(deepest, ++depth);
    else if (char === "]" || char === "}") depth -= 1;
  }
  return deepest;
}

/**
 * Razorpay's webhook: trusted only through the HMAC of the raw body with the webhook secret, each event
 * applied once (by its event id), in the same transaction that records it. Payment events settle the
 * order's payment; refund.processed and refund.failed settle one of our refunds (applied once more, they
 * change nothing).
 */
export async function receiveWebhook(
  db: Database,
  { gateway, events, refunds }: WebhookDeps,
  raw: Buffer,
  signature: string | undefined,
  eventId: string | undefined,
): Promise<WebhookOutcome> {
  if (!gateway?.webhookSecret || !signature || !signatureMatches(hmacSha256Hex(gateway.webhookSecret, raw), signature)) {
    throw new AppError("unauthorized", "Invalid webhook signature");
  }
  const text = raw.toString("utf8");
  if (nestingDepth(text) > MAX_EVENT_DEPTH) return "ignored";
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return "ignored";
  }
  const parsed = EventSchema.safeParse(body);
  if (!parsed.success) return "ignored";
  const event = parsed.data;
  const gatewayOrderId = event.payload.order?.entity.id ?? event.payload.payment?.entity.order_id ?? null;
  const id = eventId ?? `body:${createHash("sha256").update(raw).digest("hex")}`;

  return transactionThenEmit(db, events, async (tx, pending) => {
    if (!(await recordPaymentEvent(tx, { eventId: id, event: event.event, gatewayOrderId, payload: event }))) return "duplicate";
    const refund = event.payload.refund?.entity;
    if (refund && Object.hasOwn(REFUND_EVENTS, event.event)) {
      const report: RefundReport = {
        gatewayRefundId: refund.id,
        status: REFUND_EVENTS[event.event as keyof typeof REFUND_EVENTS],
        paymentId: refund.payment_id,
        refundId: refundIdOfNotes(refund.notes),
        description: event.event === "refund.failed" ? "Razorpay could not make this refund" : undefined,
      };
      return (await refunds.applyReport(tx, report)) ? "applied" : "ignored";
    }
    const order = gatewayOrderId ? await findOrderByGatewayOrderId(tx, gatewayOrderId) : undefined;
    if (!order) return "ignored";
    const paymentId = event.payload.payment?.entity.id;
    if ((event.event === "payment.captured" || event.event === "order.paid") && paymentId) {
      await markOrderPaid(tx, pending, order.id, paymentId, refunds.refundCancelled);
      return "applied";
    }
    if (event.event === "payment.failed") {
      await markPaymentFailed(tx, order.id);
      return "applied";
    }
    return "ignored";
  });
}
