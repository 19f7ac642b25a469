/** India Standard Time is UTC+05:30 all year; the GST summary counts months there. */
const IST_OFFSET_MS = 330 * 60_000;

const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** Whether a text names a month the summary accepts ("2026-11"). */
export function isMonth(text: string | null): text is string {
  return text !== null && MONTH_PATTERN.test(text);
}

/** The month it is in India at `now`, "2026-11". */
export function monthInIndia(now: Date): string {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** `count` months ending with `month`, newest first. */
export function monthsUpTo(month: string, count: number): string[] {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(Date.UTC(year, monthNumber - 1 - back, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
  }).filter(isMonth);
}

const monthName = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11" -> "November 2026". */
export function monthLabel(month: string): string {
  return monthName.format(new Date(`${month}-01T00:00:00Z`));
}
