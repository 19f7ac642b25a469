import { LRUCache } from "lru-cache";

/**
 * What a kept value costs beyond the products it holds, in products: its place in the pool, its promise
 * and the object found, about 160 bytes. Values holding no product (a search that finds nothing, a
 * word's shape, a memo) are not free: many different ones, cheap to ask for, would otherwise fill the
 * memory without ever being forgotten. Its key costs one product per two characters on top.
 */
const KEPT_VALUE_COST = 32;

/**
 * At most this many values per pool, however small each is: 65,000 distinct searches once kept about
 * 190,000 small values (memos and searches finding little), nearly 300 MB in all, as the cost above
 * undercounts what a JavaScript object, its promise and its key take.
 */
export const KEPT_VALUES_MAX = 20_000;

type Find = () => Promise<{ length: number }>;

export interface KeptPool {
  /** The value kept for `key`, found with `find` the first time (a value being found is shared). */
  <T extends { length: number }>(key: string, find: () => Promise<T>): Promise<T>;
  /** Whether the pool holds the value for `key`, or is finding it. */
  has(key: string): boolean;
  /** How many values it holds. */
  count(): number;
  /** Their sizes added up. */
  size(): number;
}

/**
 * Values found once and kept per key, the least recently used forgotten first once there are more than
 * `maxEntries` or their sizes (`length`, known when found, plus their key and KEPT_VALUE_COST) add up to
 * more than `maxSize`: both bounds, on lru-cache. A value being found is shared; a failed one is not
 * kept, and one forgotten while it was being found still answers whoever asked for it.
 */
export function keptPool(maxSize: number, maxEntries = KEPT_VALUES_MAX): KeptPool {
  // Keys being found, with how many finds are under way (one forgotten while found may be asked again).
  const finding = new Map<string, number>();
  const kept = new LRUCache<string, { length: number }, Find>({
    max: maxEntries,
    maxSize,
    sizeCalculation: (value, key) => value.length + KEPT_VALUE_COST + Math.ceil(key.length / 2),
    ignoreFetchAbort: true,
    fetchMethod: async (key, _stale, { context: find }) => {
      finding.set(key, (finding.get(key) ?? 0) + 1);
      try {
        return await find();
      } finally {
        const left = finding.get(key)! - 1;
        if (left === 0) finding.delete(key);
        else finding.set(key, left);
      }
    },
  });
  const find = <T extends { length: number }>(key: string, findValue: () => Promise<T>) => kept.fetch(key, { context: findValue }) as Promise<T>;
  return Object.assign(find, {
    has: (key: string) => kept.has(key) || finding.has(key),
    count: () => kept.size,
    size: () => kept.calculatedSize,
  });
}
