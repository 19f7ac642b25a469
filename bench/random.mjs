// A small seeded pseudo-random generator (mulberry32), so every run asks for the same URLs in the same order.

/** The harness's fixed seed (each scenario adds its own number to it): change it to draw other URLs. */
export const BENCH_SEED = 20_261_123;

export function seededRandom(seed = BENCH_SEED) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    /** A number in [0, 1). */
    next,
    /** A whole number from `min` to `max`, both included. */
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
    /** True with the given probability. */
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)],
    /** A copy of the list in random order (Fisher-Yates). */
    shuffled(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
}
