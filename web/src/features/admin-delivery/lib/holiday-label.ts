import { deliveryDayLabel } from "@shared/delivery-dates";

/** "2026-01-26" (a calendar day) -> "Mon, 26 Jan 2026", the same wherever the browser is. */
export function holidayLabel(isoDay: string): string {
  const label = deliveryDayLabel(isoDay);
  return label === isoDay ? isoDay : `${label} ${isoDay.slice(0, 4)}`;
}
