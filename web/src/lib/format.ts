import { decimalToPaise, formatRupees, type Paise } from "@shared/money";
import { once } from "@shared/once";

/** The shop shows every date in Indian time, whatever the shopper's device says. */
const SHOP_TIME_ZONE = "Asia/Kolkata";

const longDate = once(() => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: SHOP_TIME_ZONE }));
const shortDate = once(() => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: SHOP_TIME_ZONE }));
const dateTime = once(
  () => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: SHOP_TIME_ZONE }),
);

/** 12345600 paise -> "₹1,23,456.00". */
export function formatPaise(paise: Paise): string {
  return formatRupees(paise);
}

/**
 * A price as the API gives it ("1299.00") or a number of rupees (1299) -> "₹1,299.00".
 * Anything that is not an amount comes back as "₹0.00" rather than "₹NaN".
 */
export function formatPrice(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return formatRupees(0);
  const paise = typeof value === "number" ? Math.round(value * 100) : decimalToPaise(value);
  return formatRupees(paise ?? 0);
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2024-11-22T10:00:00Z" -> "22 November 2024" (en-IN long format). Empty text for a bad date. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  return date ? longDate().format(date) : "";
}

/** "2024-11-22T10:00:00Z" -> "22 Nov 2024". */
export function formatShortDate(value: string | number | Date): string {
  const date = toDate(value);
  return date ? shortDate().format(date) : "";
}

/** "2024-11-22T10:00:00Z" -> "22 Nov 2024, 3:30 pm". */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  return date ? dateTime().format(date) : "";
}
