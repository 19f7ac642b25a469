import type { RefundMethod, RefundState, TaxDocumentKind } from "@shared/constants";
import type { BadgeProps } from "@/components/ui/badge";

/** How a refund reached the customer, on the customer's and the administrator's screens. */
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = { razorpay: "Razorpay", bank_transfer: "Bank transfer", upi: "UPI" };

export const REFUND_STATE_LABELS: Record<RefundState, string> = { pending: "Pending", processed: "Processed", failed: "Failed" };

const REFUND_STATE_VARIANTS: Record<RefundState, NonNullable<BadgeProps["variant"]>> = { pending: "yellow", processed: "green", failed: "red" };

export function refundStateVariant(state: RefundState): NonNullable<BadgeProps["variant"]> {
  return REFUND_STATE_VARIANTS[state];
}

/** "Invoice", "Credit note". */
export const TAX_DOCUMENT_KIND_LABELS: Record<TaxDocumentKind, string> = { invoice: "Invoice", credit_note: "Credit note" };
