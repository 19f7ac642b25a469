/** What orders the candidates: each one's place in an order, and optionally a group that comes first. */
export interface CandidateOrder {
  /** A place per position (the catalogue's product): ascending, or descending when `reversed`. */
  rank: Int32Array;
  reversed?: boolean;
  /** A group per candidate (by index in the candidates): a lower group comes before any higher one; `rank` orders within it. */
  groups?: Uint16Array;
}

/**
 * The first `wanted` of `candidates` that pass `test` (all, without one) in `order`, and how many pass
 * in all. One pass over the candidates with a heap of the `wanted` best so far: a page needs the first
 * products of a search, never its whole order.
 */
export function firstInOrder(
  candidates: Int32Array,
  { rank, reversed = false, groups }: CandidateOrder,
  wanted: number,
  test?: (position: number) => boolean,
): { positions: Int32Array; passed: number } {
  const capacity = Math.max(0, Math.min(wanted, candidates.length));
  // One key per candidate: its group times the rank's span, plus its rank (negated when reversed).
  const span = rank.length + 1;
  // The heap holds the best kept so far by key; its root is the worst of them.
  const keys = new Float64Array(capacity);
  const kept = new Int32Array(capacity);
  let size = 0;
  let passed = 0;
  for (let i = 0; i < candidates.length; i++) {
    const position = candidates[i]!;
    if (test && !test(position)) continue;
    passed += 1;
    const key = (groups ? groups[i]! * span : 0) + (reversed ? -rank[position]! : rank[position]!);
    if (size < capacity) {
      let at = size++;
      while (at > 0 && keys[(at - 1) >> 1]! < key) {
        keys[at] = keys[(at - 1) >> 1]!;
        kept[at] = kept[(at - 1) >> 1]!;
        at = (at - 1) >> 1;
      }
      keys[at] = key;
      kept[at] = position;
    } else if (size > 0 && key < keys[0]!) {
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= size) break;
        const child = left + 1 < size && keys[left + 1]! > keys[left]! ? left + 1 : left;
        if (keys[child]! <= key) break;
        keys[at] = keys[child]!;
        kept[at] = kept[child]!;
        at = child;
      }
      keys[at] = key;
      kept[at] = position;
    }
  }
  const order = Array.from({ length: size }, (_, at) => at).sort((a, b) => keys[a]! - keys[b]!);
  return { positions: Int32Array.from(order, (at) => kept[at]!), passed };
}
