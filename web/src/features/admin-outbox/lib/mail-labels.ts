import type { MailKind, MailState } from "@shared/constants";
import type { BadgeProps } from "@/components/ui/badge";

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  order_placed: "Order placed",
  order_shipped: "Order shipped",
  order_delivered: "Order delivered",
  order_cancelled: "Order cancelled",
  refund_issued: "Refund issued",
  new_order: "New order (shop copy)",
  welcome: "Welcome",
  verify_email: "Verify e-mail",
  password_reset: "Password reset",
};

export const MAIL_STATE_LABELS: Record<MailState, string> = {
  pending: "Pending",
  sent: "Sent",
  failed: "Failed",
  not_sent: "Not sent",
};

/** A colour for every state: a new state does not compile until it has one. */
export const MAIL_STATE_VARIANTS: Record<MailState, NonNullable<BadgeProps["variant"]>> = {
  pending: "yellow",
  sent: "green",
  failed: "red",
  not_sent: "gray",
};
