import { mulberry32 } from "@shared/seeded-random";

/** A small seeded random generator, so the demo catalogue is the same on every run. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  chance(probability: number): boolean;
  /** A whole number from min to max, both included. */
  integer(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
}

/** A seeded generator with the helpers the demo data needs. */
export function seededRandom(seed: number): Random {
  const next = mulberry32(seed);
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    chance: (probability) => next() < probability,
    integer,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = integer(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}

/** An independent generator per item (product number, subcategory…), whatever order they are made in. */
export function randomFor(stream: number, item: number): Random {
  return seededRandom(Math.imul(stream, 0x9e3779b1) ^ Math.imul(item + 1, 0x85ebca6b));
}
