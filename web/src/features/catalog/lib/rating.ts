/** An average rating as every screen shows it: one decimal, halves rounded up (4.35 -> 4.4, 4.05 -> 4.1). */
export function roundRating(average: number): number {
  // toPrecision drops the binary noise of `average * 10` (4.35 * 10 is 43.49999…).
  const tenths = Math.round(Number((average * 10).toPrecision(12)));
  return Math.min(50, Math.max(0, tenths)) / 10;
}

/** 4.35 -> "4.4", 4 -> "4.0". */
export function formatRating(average: number): string {
  return roundRating(average).toFixed(1);
}

/** How many stars are filled for a rating: the shown rating to the nearest half star (4.2 -> 4, 4.3 -> 4.5, 4.8 -> 5). */
export function filledStars(average: number): number {
  return Math.round(roundRating(average) * 2) / 2;
}
