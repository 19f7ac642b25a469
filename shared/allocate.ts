import type { Paise } from "./money";

/**
 * Shares `total` in proportion to `weights`, in whole paise that add up to it exactly: each takes the
 * whole part of its share, and the paise left go one each to the largest remainders (the first of equals).
 */
export function allocate(total: Paise, weights: readonly number[]): Paise[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0) return weights.map(() => 0);
  if (!(sum > 0) || weights.some((weight) => weight < 0)) throw new Error("cannot share an amount over nothing");
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = total - shares.reduce((a, b) => a + b, 0);
  // Floating point may leave a paisa too many as well as too few.
  for (const { index } of left >= 0 ? byRemainder : [...byRemainder].reverse()) {
    if (left === 0) break;
    if (left < 0 && shares[index] === 0) continue;
    shares[index]! += Math.sign(left);
    left -= Math.sign(left);
  }
  return shares;
}
