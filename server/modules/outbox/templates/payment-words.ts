import { CAPTURED_PAYMENT_STATUSES } from "@shared/constants";
import { formatRupees } from "@shared/money";
import { refundablePaise } from "@shared/order-amounts";
import type { Order } from "@shared/schemas/orders";
import type { Refund } from "@shared/schemas/refunds";
import { ONLINE_REFUND_TIME } from "@shared/shop-promises";
import { mailDate, rupees } from "./mail-format";

export function wasPaid(order: Order): boolean {
  return CAPTURED_PAYMENT_STATUSES.has(order.paymentStatus);
}

/** How the order is paid, in the customer's words: "Cash on delivery — pay when it arrives", "Paid online". */
export function paymentWords(order: Order): string {
  if (order.paymentMethod === "cod") return wasPaid(order) ? "Cash on delivery — paid" : "Cash on delivery — pay when it arrives";
  if (wasPaid(order)) return "Paid online";
  return order.paymentStatus === "failed" ? "Online payment — it did not go through" : "Online payment — waiting for the payment";
}

/** The same for the shop's owner: the cash is theirs to collect. */
export function ownerPaymentWords(order: Order): string {
  return order.paymentMethod === "cod" && !wasPaid(order) ? "Cash on delivery — to collect on delivery" : paymentWords(order);
}

/** How a refund reaches the customer. */
export function refundMethodWords(refund: Pick<Refund, "method" | "reference">): string {
  if (refund.method === "razorpay") return `back to your original payment method; banks usually take ${ONLINE_REFUND_TIME}`;
  const how = refund.method === "upi" ? "UPI" : "bank transfer";
  return refund.reference ? `paid by ${how}, reference ${refund.reference}` : `paid by ${how}`;
}

/** Where a refund stands: "on its way", "refunded on 24 November 2025", "did not go through — we will contact you". */
export function refundStateWords(refund: Pick<Refund, "state" | "processedAt" | "createdAt">): string {
  if (refund.state === "pending") return "on its way";
  if (refund.state === "processed") return `refunded on ${mailDate(refund.processedAt ?? refund.createdAt)}`;
  return "did not go through — we will contact you";
}

/** One refund in a sentence: "₹1,299.00 is on its way back to your original payment method; …". */
export function refundSentence(refund: Refund): string {
  const amount = rupees(refund.amount);
  if (refund.state === "failed") return `A refund of ${amount} did not go through; we will contact you.`;
  const state = refund.state === "pending" ? "is on its way" : `was refunded on ${mailDate(refund.processedAt ?? refund.createdAt)}`;
  return `${amount} ${state}, ${refundMethodWords(refund)}.`;
}

/** What happens to the customer's money when the order is cancelled, a sentence each. */
export function moneyBackSentences(order: Order): string[] {
  if (!wasPaid(order)) return ["Nothing was charged, so there is nothing to pay back."];
  const sentences = order.refunds.map(refundSentence);
  const left = refundablePaise(order);
  if (left > 0) {
    sentences.push(
      order.refunds.length === 0
        ? `You paid ${rupees(order.total)}: we will refund it and write to you when the refund is on its way.`
        : `We will refund the remaining ${formatRupees(left)} and write to you.`,
    );
  }
  return sentences;
}
