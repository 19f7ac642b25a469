/**
 * mulberry32: a seeded generator of numbers in [0, 1) with 32 bits of state. The same seed always gives
 * the same numbers: the demo catalogue is the same on every run, and a failing random test case can be
 * replayed from its seed.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
