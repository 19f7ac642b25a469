import { render, toPlainText } from "@react-email/render";
import type { MailKind } from "@shared/constants";
import type { ReactElement } from "react";
import type { AccountMailData, AccountMailKind, NewsletterMailData, OrderMailData, OrderMailKind, RenderContext, RenderedMail } from "./mail-data";
import { subjectOf } from "./subjects";
import { EmailChangedMail } from "./templates/email-changed";
import type { AccountMailProps, OrderMailProps } from "./templates/mail-props";
import { NewOrderMail } from "./templates/new-order";
import { NewsletterConfirmMail } from "./templates/newsletter-confirm";
import { OrderCancelledMail } from "./templates/order-cancelled";
import { OrderDeliveredMail } from "./templates/order-delivered";
import { OrderPlacedMail } from "./templates/order-placed";
import { OrderShippedMail } from "./templates/order-shipped";
import { PasswordChangedMail } from "./templates/password-changed";
import { PasswordResetMail } from "./templates/password-reset";
import { RefundIssuedMail } from "./templates/refund-issued";
import { shopLinks } from "./templates/shop-links";
import { SignupAttemptedMail } from "./templates/signup-attempted";
import { VerifyEmailMail } from "./templates/verify-email";
import { WelcomeMail } from "./templates/welcome";

const ORDER_TEMPLATES: Record<OrderMailKind, (props: OrderMailProps) => ReactElement> = {
  order_placed: OrderPlacedMail,
  order_shipped: OrderShippedMail,
  order_delivered: OrderDeliveredMail,
  order_cancelled: OrderCancelledMail,
  refund_issued: RefundIssuedMail,
  new_order: NewOrderMail,
};

const ACCOUNT_TEMPLATES: Record<AccountMailKind, (props: AccountMailProps) => ReactElement> = {
  welcome: WelcomeMail,
  verify_email: VerifyEmailMail,
  password_reset: PasswordResetMail,
  password_changed: PasswordChangedMail,
  email_changed: EmailChangedMail,
  signup_attempted: SignupAttemptedMail,
};

/** The plain-text part: headings as written (not upper-cased), no line wrapping. */
const TEXT_OPTIONS = {
  selectors: ["h1", "h2"].map((selector) => ({ selector, options: { uppercase: false } })),
};

function isAccountKind(kind: MailKind): kind is AccountMailKind {
  return Object.hasOwn(ACCOUNT_TEMPLATES, kind);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The outbox's jsonb is trusted (queueMail wrote it) but checked enough to fail with a clear message. */
function orderData(kind: MailKind, data: unknown): OrderMailData {
  if (isRecord(data) && isRecord(data.order) && Array.isArray(data.order.orderItems)) return data as unknown as OrderMailData;
  throw new Error(`A ${kind} mail needs an order in its data`);
}

function accountData(kind: MailKind, data: unknown): AccountMailData {
  if (isRecord(data) && typeof data.email === "string" && (typeof data.token === "string" || data.token === null)) return data as unknown as AccountMailData;
  throw new Error(`A ${kind} mail needs an e-mail address and a token (or null) in its data`);
}

function newsletterData(kind: MailKind, data: unknown): NewsletterMailData {
  if (isRecord(data) && typeof data.email === "string" && (typeof data.token === "string" || data.token === null)) return { email: data.email, token: data.token };
  throw new Error(`A ${kind} mail needs an e-mail address and a token (or null) in its data`);
}

/**
 * A mail of the outbox as its recipient gets it: the subject (subjects.ts), the HTML part and the
 * plain-text part. Both parts come from the same React template; the text is the HTML converted
 * (links as "label https://…", tables as aligned columns).
 */
export async function renderMail(kind: MailKind, data: unknown, context: RenderContext): Promise<RenderedMail> {
  const links = shopLinks(context.shopUrl);
  let subject: string;
  let element: ReactElement;
  if (kind === "newsletter_confirm") {
    const newsletter = newsletterData(kind, data);
    subject = subjectOf({ kind, data: newsletter });
    element = <NewsletterConfirmMail data={newsletter} links={links} />;
  } else if (isAccountKind(kind)) {
    const account = accountData(kind, data);
    subject = subjectOf({ kind, data: account });
    const Template = ACCOUNT_TEMPLATES[kind];
    element = <Template data={account} links={links} />;
  } else {
    const order = orderData(kind, data);
    subject = subjectOf({ kind, data: order });
    const Template = ORDER_TEMPLATES[kind];
    element = <Template data={order} links={links} />;
  }
  const html = await render(element);
  return { subject, html, text: toPlainText(html, TEXT_OPTIONS) };
}
