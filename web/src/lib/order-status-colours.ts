import type { OrderStatus, PaymentStatus } from "@shared/constants";
import type { BadgeProps } from "@/components/ui/badge";

type BadgeVariant = NonNullable<BadgeProps["variant"]>;

/** A colour for every order state: a new state does not compile until it has one. */
const ORDER_STATUS_VARIANTS: Record<OrderStatus, BadgeVariant> = {
  pending: "yellow",
  confirmed: "blue",
  shipped: "purple",
  delivered: "green",
  cancelled: "red",
};

const PAYMENT_STATUS_VARIANTS: Record<PaymentStatus, BadgeVariant> = {
  pending: "yellow",
  paid: "green",
  failed: "red",
  partially_refunded: "orange",
  refunded: "gray",
};

export function orderStatusVariant(status: OrderStatus): BadgeVariant {
  return ORDER_STATUS_VARIANTS[status];
}

/** The same colours on the customer's and the administrator's screens. */
export function paymentStatusVariant(status: PaymentStatus): BadgeVariant {
  return PAYMENT_STATUS_VARIANTS[status];
}
