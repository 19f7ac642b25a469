import type { Analytics } from "@shared/schemas/admin";
import { decimalToPaise } from "@shared/money";

export interface DailyPoint {
  /** "2026-11-22" */
  date: string;
  /** "22 Nov" */
  label: string;
  orders: number;
  /** Rupees (a number, for the chart's axis). */
  revenue: number;
}

const dayLabel = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

/** The API's per-day rows as numbers the charts can draw. */
export function toDailyPoints(daily: Analytics["daily"]): DailyPoint[] {
  return daily.map((day) => ({
    date: day.date,
    label: dayLabel.format(new Date(`${day.date}T00:00:00Z`)),
    orders: day.orders,
    revenue: (decimalToPaise(day.revenue) ?? 0) / 100,
  }));
}

const compactRupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", notation: "compact", maximumFractionDigits: 1 });

/** Axis ticks: ₹1.2K, ₹3.4L. */
export function formatCompactRupees(rupees: number): string {
  return compactRupees.format(rupees);
}
