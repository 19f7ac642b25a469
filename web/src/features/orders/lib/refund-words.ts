import type { Refund } from "@shared/schemas/refunds";
import { formatDate } from "@/lib/format";

/** How a customer reads a refund's state: "Refund pending", "Refunded on 22 November 2026", "Refund failed — we will contact you". */
export function refundStateWords(refund: Pick<Refund, "state" | "processedAt" | "createdAt">): string {
  if (refund.state === "processed") return `Refunded on ${formatDate(refund.processedAt ?? refund.createdAt)}`;
  if (refund.state === "failed") return "Refund failed — we will contact you";
  return "Refund pending";
}
