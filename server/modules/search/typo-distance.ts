/**
 * The optimal-string-alignment distance between two words: letters dropped, added or changed, and two
 * neighbours swapped, each counting one (Damerau–Levenshtein as spell checkers use it). Answers
 * `limit + 1` as soon as the distance is known to exceed `limit`.
 *
 * Only the cells within `limit` of the table's diagonal are worked out (a cell further off costs more
 * than the limit), in three rows kept between calls: a mistyped search compares its word with
 * hundreds of the catalogue's words.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  const over = limit + 1;
  if (Math.abs(a.length - b.length) > limit) return over;
  let [beforePrevious, previous, current] = rowsFor(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = Math.min(j, over);
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    // The cells just outside the band count as too far.
    current[0] = Math.min(i, over);
    current[from - 1] = from > 1 ? over : current[0];
    if (to < b.length) current[to + 1] = over;
    let rowMin = i <= limit ? current[0] : over;
    for (let j = from; j <= to; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current[j] = Math.min(value, over);
      rowMin = Math.min(rowMin, current[j]!);
    }
    if (rowMin > limit) return over;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length]!;
}

let rows: Int32Array[] = [];

/** Three rows of at least `width` cells, reused from call to call. */
function rowsFor(width: number): [Int32Array, Int32Array, Int32Array] {
  if ((rows[0]?.length ?? 0) < width) rows = [0, 1, 2].map(() => new Int32Array(Math.max(width, 32)));
  return [rows[0]!, rows[1]!, rows[2]!];
}

/** How many typos a word may hold and still be recognised: none under 5 letters, one from 5, two from 9. */
export function typosAllowed(word: string): number {
  if (word.length < 5 || /\d/.test(word)) return 0;
  return word.length >= 9 ? 2 : 1;
}
