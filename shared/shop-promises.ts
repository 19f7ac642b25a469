import { SUPPORT } from "./constants";

/**
 * What the shop promises in its marketing copy, kept to what its settings and policies make true: every
 * page, meta description and mail takes its promise from here rather than writing its own.
 * Delivery times and cash on delivery depend on the PIN code's zone (Settings › Delivery), so the copy
 * sends the shopper to check theirs instead of naming days or "across India".
 */

/** The return window of the default Return & Refund Policy (server/modules/shop-pages/default-pages.ts). */
export const RETURN_WINDOW_DAYS = 30;

/** "Mon-Sat 9:00-20:00 IST and Sunday 10:00-18:00 IST", the hours the contact page lists. */
export const SUPPORT_HOURS_TEXT = SUPPORT.hours.join(" and ");

/** How long an online refund takes to show, as the Return & Refund Policy and the refund mails say. */
export const ONLINE_REFUND_TIME = "5–7 working days";

export const PROMISES = {
  freeShipping: "Free delivery above ₹999",
  returns: `${RETURN_WINDOW_DAYS}-day returns on unopened items`,
  returnsDetail: `Unused and unopened products within ${RETURN_WINDOW_DAYS} days of delivery; opened hygiene items only if they arrived damaged.`,
  cashOnDelivery: "Cash on delivery on most PIN codes",
  cashOnDeliveryDetail: "Available on most PIN codes — check yours on any product or in your cart; or pay online if you prefer.",
  deliveryDate: "Delivery date before you pay",
  deliveryDateDetail: "Enter your PIN code on any product or in your cart to see the day your order arrives.",
  support: "Real people to help",
  supportDetail: `Call or write to us ${SUPPORT_HOURS_TEXT}.`,
} as const;

/**
 * Claims a setting or policy of the shop contradicts: no delivery zone delivers the same day, support is
 * not open around the clock, hygiene items opened cannot be returned, and some zones refuse cash on
 * delivery. `shop-promises.test.ts` keeps them out of every page, mail and meta description.
 */
export const BROKEN_PROMISES: readonly RegExp[] = [
  /same[- ]day delivery/i,
  /24\s*[/x×]\s*7/i,
  /around the clock/i,
  /day or night/i,
  /no questions asked/i,
  /cash on delivery (is available )?(across|all over|anywhere in) India/i,
  /(within|in) 3-5 business days/i,
];
