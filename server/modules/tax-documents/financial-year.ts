const IST_OFFSET_MS = 330 * 60_000;

/**
 * The Indian financial year (1 April to 31 March) a moment falls in, by the date in India, as printed
 * in document numbers: 26-27 for April 2026 to March 2027.
 */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const startYear = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const twoDigits = (year: number) => String(year % 100).padStart(2, "0");
  return `${twoDigits(startYear)}-${twoDigits(startYear + 1)}`;
}

/** The date in India, as the documents print it: 05-04-2026. */
export function indianDate(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return [ist.getUTCDate(), ist.getUTCMonth() + 1].map((part) => String(part).padStart(2, "0")).join("-") + `-${ist.getUTCFullYear()}`;
}
