/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** The month "YYYY-MM" it is in India at `now`. */
export function monthInIndia(now: Date): string {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The month's first instant in India time and the next month's (exclusive end). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS),
  };
}
