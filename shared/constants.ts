/** Business constants of the shop (see docs/product/README.md#business-constants-and-limits). */
export const GST_PERCENT = 18;
/** Shipping is charged when the subtotal is at most this amount (₹999.00). */
export const FREE_SHIPPING_ABOVE_PAISE = 99_900;
export const SHIPPING_FEE_PAISE = 9_900;

export const PAGE_SIZE = { storefront: 12, homeFeatured: 8, admin: 10 } as const;
export const MAX_PAGE_SIZE = 100;
/** Product lists count matches up to this many and then say "1,000+": counting never scans the catalogue. */
export const PRODUCT_COUNT_CAP = 1000;
/** Search suggestions start after this many letters, and list at most this many entries: at most SUGGEST_MAX_BRANDS brands and SUGGEST_MAX_CATEGORIES categories, products fill the rest. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_MAX_ENTRIES = 8;
export const SUGGEST_MAX_BRANDS = 2;
export const SUGGEST_MAX_CATEGORIES = 2;
export const HOME_BRAND_COUNT = 6;
export const CATEGORY_CARD_SUBCATEGORIES = 6;
export const MOBILE_MENU_SUBCATEGORIES = 4;
export const MAX_PAGE_BUTTONS = 5;

export const PRICE_SLIDER = { min: 0, max: 50_000, step: 100 } as const;

export const ORDER_STATUSES = ["pending", "confirmed", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "partially_refunded", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ["cod", "razorpay"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** GST slabs in force since 22 September 2025; a product or category carries one of them. */
export const GST_RATES = [0, 5, 18, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/** A refund goes back through Razorpay, or (cash on delivery) was paid by the shop by bank transfer or UPI. */
export const REFUND_METHODS = ["razorpay", "bank_transfer", "upi"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/** Razorpay's refund states; a refund paid by hand is recorded as processed. */
export const REFUND_STATES = ["pending", "processed", "failed"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** A tax invoice (issued when an order ships) or a credit note (for a refund of an invoiced order). */
export const TAX_DOCUMENT_KINDS = ["invoice", "credit_note"] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** Payment statuses of an order whose payment was captured: refunds since do not unpay it. */
export const CAPTURED_PAYMENT_STATUSES: ReadonlySet<PaymentStatus> = new Set(["paid", "partially_refunded", "refunded"]);
/** Payment statuses of an order that still has money to give back. */
export const REFUNDABLE_PAYMENT_STATUSES: ReadonlySet<PaymentStatus> = new Set(["paid", "partially_refunded"]);

/** The order status a text names (a select's value, a query parameter), or undefined when it names none. */
export function orderStatusOf(text: string): OrderStatus | undefined {
  return ORDER_STATUSES.find((status) => status === text);
}

/** The payment status a text names, or undefined when it names none. */
export function paymentStatusOf(text: string): PaymentStatus | undefined {
  return PAYMENT_STATUSES.find((status) => status === text);
}

export const SHOP_NAME = "KiddoKart";
export const SUPPORT = {
  phone: "+91 141 400 5060",
  email: "support@kiddokart.in",
  address: "2nd Floor, Raja Park Plaza, Raja Park, Jaipur, Rajasthan 302004",
  hours: ["Mon-Sat 9:00-20:00 IST", "Sunday 10:00-18:00 IST"],
} as const;

/** The units a package's net quantity is declared in (Legal Metrology): weight, volume, length or number. */
export const NET_QUANTITY_UNITS = ["g", "kg", "ml", "l", "cm", "m", "pieces", "pairs"] as const;
export type NetQuantityUnit = (typeof NET_QUANTITY_UNITS)[number];
/** Who a package names as responsible for it: its manufacturer, its packer, or (made abroad) its importer. */
export const MAKER_ROLES = ["manufacturer", "packer", "importer"] as const;
export type MakerRole = (typeof MAKER_ROLES)[number];

/**
 * The shop's policy and company pages, each at /pages/{slug}, its text kept in the database as Markdown
 * and edited in the back office (Settings › Pages).
 */
export const SHOP_PAGE_SLUGS = [
  "returns-and-refunds",
  "shipping-and-delivery",
  "faqs",
  "privacy-notice",
  "terms-of-use",
  "cookie-policy",
  "grievance-redressal",
  "seller-information",
] as const;
export type ShopPageSlug = (typeof SHOP_PAGE_SLUGS)[number];

/**
 * The e-mails the shop sends. Order mails go to the customer (`new_order` to the owner's address);
 * account mails carry a one-time link, or tell the owner of an account that its password or address
 * changed (`email_changed` goes to the old address), or that someone tried to sign up with its address
 * (`signup_attempted`: sign-up answers the same whether or not the address has an account);
 * `newsletter_confirm` carries the link that confirms a newsletter subscription (double opt-in).
 */
export const MAIL_KINDS = [
  "order_placed",
  "order_shipped",
  "order_delivered",
  "order_cancelled",
  "refund_issued",
  "new_order",
  "welcome",
  "verify_email",
  "password_reset",
  "password_changed",
  "email_changed",
  "signup_attempted",
  "newsletter_confirm",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** pending: waiting to be sent (or retried); not_sent: no mail server was configured; failed: gave up after a day. */
export const MAIL_STATES = ["pending", "sent", "failed", "not_sent"] as const;
export type MailState = (typeof MAIL_STATES)[number];
/** What a one-time account link does: reset a password, or prove an address (a new one replaces the old). */
export const ACCOUNT_TOKEN_PURPOSES = ["password_reset", "verify_email"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];
