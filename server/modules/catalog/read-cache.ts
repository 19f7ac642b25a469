import { LRUCache } from "lru-cache";

/**
 * A small in-process cache for public catalogue reads. Many shoppers ask for the same lists and
 * searches: for `ttlMs` they share one answer, and identical requests arriving together share one
 * database query. After that, for `staleFactor` times as long again, the old answer is still served
 * while one request refreshes it in the background (a failed refresh keeps it), so nobody waits for a
 * slow query that many people make; an answer older than that is loaded anew. `clear()` forgets every
 * answer, and a load already under way then still answers its callers but is not kept.
 * Nothing here matters across processes: it only ever serves a slightly older copy of public data,
 * and carts and orders always check stock and prices in the database.
 */
export function createReadCache<T>(options: { ttlMs: number; maxEntries: number; staleFactor?: number }) {
  const staleMs = options.ttlMs * (options.staleFactor ?? 5);
  // Answers are boxed: lru-cache takes an undefined value to mean "nothing loaded".
  const answers = new LRUCache<string, { value: T }, () => Promise<T>>({
    max: Math.max(options.maxEntries, 1),
    ttl: Math.max(options.ttlMs, 1),
    allowStale: true,
    noDeleteOnFetchRejection: true,
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context: load }) => ({ value: await load() }),
    // Date.now rather than performance.now, so tests can move the clock.
    perf: { now: () => Date.now() },
    ttlResolution: 0,
  });

  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return load();
      // lru-cache would serve a stale answer for as long as it keeps it: this one has a limit.
      if (answers.getRemainingTTL(key) <= -staleMs) answers.delete(key);
      const answer = await answers.fetch(key, { context: load });
      return answer!.value;
    },

    clear(): void {
      answers.clear();
    },
  };
}
