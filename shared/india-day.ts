/** India Standard Time is UTC+05:30 all year (no daylight saving): the shop's days begin at midnight there. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Whether `text` is a real calendar day written YYYY-MM-DD ("2026-02-30" is not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** The first instant of a calendar day (YYYY-MM-DD) in India. */
export function indiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The first instant after a calendar day in India: the exclusive end of "up to and including `day`". */
export function indiaDayEnd(day: string): Date {
  return new Date(indiaDayStart(day).getTime() + DAY_MS);
}
