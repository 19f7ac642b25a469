import { type MailKind, SHOP_NAME } from "@shared/constants";
import { type AccountMailData, type AccountMailKind, type MailToQueue, mailedRefund, type OrderMailData } from "./mail-data";
import { rupees } from "./templates/mail-format";

/** The subject line of a mail, from its kind and data; written to the outbox with the mail. */
export function subjectOf(mail: Pick<MailToQueue, "kind" | "data">): string {
  if (mail.kind === "newsletter_confirm") return NEWSLETTER_CONFIRM_SUBJECT;
  if (isAccountKind(mail.kind)) return accountSubject(mail.kind, mail.data as AccountMailData);
  const data = mail.data as OrderMailData;
  const number = data.order.orderNumber;
  switch (mail.kind) {
    case "order_placed":
      return `Your ${SHOP_NAME} order ${number} is confirmed`;
    case "order_shipped":
      return `Your order ${number} has shipped`;
    case "order_delivered":
      return `Your order ${number} has been delivered`;
    case "order_cancelled":
      return `Your order ${number} has been cancelled`;
    case "refund_issued":
      return `Refund of ${rupees(mailedRefund(data)?.amount ?? "0")} for order ${number}`;
    case "new_order":
      return `New order ${number}: ${rupees(data.order.total)} (${data.order.paymentMethod === "cod" ? "cash on delivery" : "paid online"})`;
  }
}

export const NEWSLETTER_CONFIRM_SUBJECT = `Confirm your subscription to the ${SHOP_NAME} newsletter`;

/** A record, so that a new account kind cannot be left out. */
const ACCOUNT_KINDS: Record<AccountMailKind, true> = { welcome: true, verify_email: true, password_reset: true, password_changed: true, email_changed: true, signup_attempted: true };
const isAccountKind = (kind: MailKind): kind is AccountMailKind => Object.hasOwn(ACCOUNT_KINDS, kind);

function accountSubject(kind: AccountMailKind, _data: AccountMailData): string {
  switch (kind) {
    case "welcome":
      return `Welcome to ${SHOP_NAME}: please verify your e-mail address`;
    case "verify_email":
      return `Verify your e-mail address for ${SHOP_NAME}`;
    case "password_reset":
      return `Reset your ${SHOP_NAME} password`;
    case "password_changed":
      return `Your ${SHOP_NAME} password was changed`;
    case "email_changed":
      return `Your ${SHOP_NAME} e-mail address was changed`;
    case "signup_attempted":
      return `You already have a ${SHOP_NAME} account`;
  }
}
