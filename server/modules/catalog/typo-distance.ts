/**
 * The optimal-string-alignment distance between two words: letters dropped, added or changed, and two
 * neighbours swapped, each counting one (Damerau–Levenshtein as spell checkers use it). Answers
 * `limit + 1` as soon as the distance is known to exceed `limit`.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** How many typos a word may hold and still be recognised: none under 5 letters, one from 5, two from 9. */
export function typosAllowed(word: string): number {
  if (word.length < 5 || /\d/.test(word)) return 0;
  return word.length >= 9 ? 2 : 1;
}
