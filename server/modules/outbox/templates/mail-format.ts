import { decimalToPaise, formatRupees } from "@shared/money";

/** Mails show dates in Indian time, as the shop's pages do, whatever the server's clock zone. */
const SHOP_TIME_ZONE = "Asia/Kolkata";

const longDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: SHOP_TIME_ZONE });
const dateTime = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: SHOP_TIME_ZONE });

function toDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2025-11-23T05:30:00Z" -> "23 November 2025"; empty text for a bad date. */
export function mailDate(iso: string): string {
  const date = toDate(iso);
  return date ? longDate.format(date) : "";
}

/** "2025-11-23T05:30:00Z" -> "23 Nov 2025, 11:00 am". */
export function mailDateTime(iso: string): string {
  const date = toDate(iso);
  return date ? dateTime.format(date) : "";
}

/** An amount as the order carries it ("1299.00") -> "₹1,299.00". */
export function rupees(decimal: string): string {
  return formatRupees(decimalToPaise(decimal) ?? 0);
}

/** How long a one-time link works, in words: "1 hour", "7 days". */
export function lifetimeWords(ms: number): string {
  const hours = Math.round(ms / 3_600_000);
  if (hours < 24) return hours === 1 ? "1 hour" : `${hours} hours`;
  const days = Math.round(hours / 24);
  return days === 1 ? "1 day" : `${days} days`;
}
