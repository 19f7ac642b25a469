/**
 * Delivery dates in India, as calendar days ("2026-11-27") in Indian Standard Time (UTC+5:30, no daylight
 * saving), whatever the server's or the browser's time zone. Parcels move on working days: every day but
 * Sunday and the holidays the back office lists.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Orders placed before 2 pm in India are packed the same day, which counts as day 0: a promise of 2
 * working days made on a Monday morning is Wednesday. Later orders start from the next working day.
 */
export const DISPATCH_CUTOFF_HOUR_IST = 14;

/** The calendar day in India at `at`, e.g. "2026-11-27". */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

function addCalendarDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

export function isWorkingDay(
  day: string,
  holidays: ReadonlySet<string>,
): boolean {
  return new Date(`${day}T00:00:00Z`).getUTCDay() !== 0 && !holidays.has(day);
}

function nextWorkingDayFrom(
  day: string,
  holidays: ReadonlySet<string>,
): string {
  let current = day;
  // A year of holidays in a row is a mistake in the list, not a reason to loop for ever.
  for (
    let guard = 0;
    guard < 366 && !isWorkingDay(current, holidays);
    guard += 1
  )
    current = addCalendarDays(current, 1);
  return current;
}

/** `days` working days after the working day `from` (0: `from` itself). */
export function addWorkingDays(
  from: string,
  days: number,
  holidays: ReadonlySet<string>,
): string {
  let current = nextWorkingDayFrom(from, holidays);
  for (let counted = 0; counted < days; counted += 1)
    current = nextWorkingDayFrom(addCalendarDays(current, 1), holidays);
  return current;
}

/** The day an order placed at `at` is packed: today before the cut-off on a working day, else the next working day. */
export function dispatchDay(at: Date, holidays: ReadonlySet<string>): string {
  const today = indiaDay(at);
  const hourInIndia = new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();
  return nextWorkingDayFrom(
    hourInIndia < DISPATCH_CUTOFF_HOUR_IST ? today : addCalendarDays(today, 1),
    holidays,
  );
}

/** The first and the last day of delivery promised at `at` for `minDays` to `maxDays` working days. */
export function deliveryWindow(
  at: Date,
  minDays: number,
  maxDays: number,
  holidays: ReadonlySet<string>,
): { from: string; by: string } {
  const start = dispatchDay(at, holidays);
  return {
    from: addWorkingDays(start, minDays, holidays),
    by: addWorkingDays(start, maxDays, holidays),
  };
}

/**
 * How long a promise made at `at` holds: until the next cut-off or midnight in India, whichever comes
 * first (in whole seconds, at least 1). A holiday added in between is the back office's business, not the clock's.
 */
export function secondsUntilPromiseChanges(at: Date): number {
  const sinceMidnight = (at.getTime() + IST_OFFSET_MS) % DAY_MS;
  const cutoff = DISPATCH_CUTOFF_HOUR_IST * 60 * 60_000;
  const next = sinceMidnight < cutoff ? cutoff : DAY_MS;
  return Math.max(1, Math.floor((next - sinceMidnight) / 1000));
}

// As Intl's en-IN short format names them (the tests hold the two side by side), without building one on a phone's first page.
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

/** "2026-11-27" → "Fri, 27 Nov". */
export function deliveryDayLabel(day: string): string {
  const parsed = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed)) return day;
  const date = new Date(parsed);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}
