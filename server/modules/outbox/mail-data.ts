import type { MailKind } from "@shared/constants";
import type { Order } from "@shared/schemas/orders";

/** An order mail carries the order as the customer's order page shows it, when the mail was written. */
export interface OrderMailData {
  order: Order;
  /** The customer's first name, for the greeting (null: "Hello"). */
  firstName: string | null;
  /** refund_issued: the refund this mail is about (one of order.refunds). */
  refundId?: string;
}

/**
 * An account mail carries a one-time link's token. Only the mail holds the token (the database keeps
 * its hash): it is erased from the outbox once the mail is sent or given up, so the back office sees
 * the link only while the mail waits or when no mail server is configured. The mails that tell of a
 * change (password_changed, email_changed) or a sign-up with the account's address (signup_attempted)
 * carry no link: their token is null.
 */
export interface AccountMailData {
  firstName: string | null;
  /**
   * The address the mail goes to; for verify_email the address being proved, for email_changed the
   * account's new address (the mail goes to the old one).
   */
  email: string;
  token: string | null;
  /** password_changed, email_changed: when the change was made; signup_attempted: when the sign-up came (ISO), as the mail is rendered later. */
  changedAt?: string;
}

/**
 * The newsletter's confirmation mail (double opt-in) carries only the address and its signed link's
 * token: whoever asked for it is not named, so a stranger can make it say nothing of their choosing.
 * The token is erased from the outbox once the mail is sent or given up, as an account link's is.
 */
export interface NewsletterMailData {
  email: string;
  token: string | null;
}

/** The refund a refund_issued mail is about, among the order's refunds. */
export function mailedRefund(data: OrderMailData) {
  return data.order.refunds.find((refund) => refund.id === data.refundId);
}

export type OrderMailKind = Extract<MailKind, "order_placed" | "order_shipped" | "order_delivered" | "order_cancelled" | "refund_issued" | "new_order">;
export type AccountMailKind = Extract<MailKind, "welcome" | "verify_email" | "password_reset" | "password_changed" | "email_changed" | "signup_attempted">;

/** A mail to write to the outbox: its kind, recipient and what its template needs. */
export type MailToQueue =
  | { kind: OrderMailKind; to: string; data: OrderMailData; orderId: string; userId: string | null }
  | { kind: AccountMailKind; to: string; data: AccountMailData; userId: string }
  | { kind: "newsletter_confirm"; to: string; data: NewsletterMailData; userId: null };

/** What a template renders from: the mail's data, and where the shop's links point. */
export interface RenderContext {
  /** PUBLIC_URL (or http://localhost:PORT): links in mails are absolute. */
  shopUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * How long a link a mail carries works: a password reset for an hour, an address verification and a
 * newsletter confirmation for a week. Kept here, beside the mails that state it, for the modules that
 * sign the links (accounts, newsletter) to read.
 */
export const TOKEN_LIFETIME_MS = { password_reset: 60 * 60_000, verify_email: 7 * 24 * 60 * 60_000, newsletter_confirm: 7 * 24 * 60 * 60_000 } as const;
