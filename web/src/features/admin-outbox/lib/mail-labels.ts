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
  password_changed: "Password changed",
  email_changed: "E-mail changed",
  signup_attempted: "Sign-up with an existing address",
  newsletter_confirm: "Newsletter confirmation",
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

/** Kept unsent for want of a mail server is how the demo works, not a fault: only real trouble is shown in red. */
export function lastErrorTone(state: MailState): string {
  return state === "not_sent" ? "text-muted-foreground" : "text-destructive";
}
