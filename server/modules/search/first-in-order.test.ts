import { describe, expect, it } from "vitest";
import { firstInOrder } from "./first-in-order";

/** A small seeded generator, so that a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("firstInOrder", () => {
  const rank = Int32Array.from([4, 0, 3, 1, 2]);
  const all = Int32Array.from([0, 1, 2, 3, 4]);

  it("keeps the first products of the order that pass, and counts every one that passes", () => {
    expect(firstInOrder(all, { rank }, 3)).toEqual({ positions: Int32Array.from([1, 3, 4]), passed: 5 });
    expect(firstInOrder(all, { rank, reversed: true }, 2)).toEqual({ positions: Int32Array.from([0, 2]), passed: 5 });
    expect(firstInOrder(all, { rank }, 10, (position) => position % 2 === 0)).toEqual({ positions: Int32Array.from([4, 2, 0]), passed: 3 });
    expect(firstInOrder(all, { rank }, 0)).toEqual({ positions: new Int32Array(0), passed: 5 });
    expect(firstInOrder(new Int32Array(0), { rank }, 5)).toEqual({ positions: new Int32Array(0), passed: 0 });
  });

  it("puts a lower group first, whatever the ranks within it", () => {
    const groups = Uint16Array.from([1, 1, 0, 2, 0]);
    expect(firstInOrder(all, { rank, groups }, 5).positions).toEqual(Int32Array.from([4, 2, 1, 0, 3]));
  });

  it("gives what sorting every candidate would, for many seeded lists", () => {
    const random = seeded(2026);
    for (let round = 0; round < 300; round++) {
      const count = 1 + Math.floor(random() * 400);
      const ranks = Int32Array.from(Array.from({ length: count }, (_, i) => i).sort(() => random() - 0.5));
      const candidates = Int32Array.from(Array.from({ length: count }, (_, i) => i).filter(() => random() < 0.6));
      const reversed = random() < 0.5;
      const groups = random() < 0.5 ? Uint16Array.from(candidates, () => Math.floor(random() * 4)) : undefined;
      const wanted = Math.floor(random() * 60);
      const test = random() < 0.8 ? (position: number) => position % 3 !== 0 : undefined;
      const groupOf = new Map(Array.from(candidates, (position, i) => [position, groups?.[i] ?? 0]));
      const sorted = Array.from(candidates)
        .filter((position) => test?.(position) ?? true)
        .sort((a, b) => groupOf.get(a)! - groupOf.get(b)! || (reversed ? ranks[b]! - ranks[a]! : ranks[a]! - ranks[b]!));
      expect(firstInOrder(candidates, { rank: ranks, reversed, groups }, wanted, test)).toEqual({ positions: Int32Array.from(sorted.slice(0, wanted)), passed: sorted.length });
    }
  });
});
