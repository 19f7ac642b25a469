import { LRUCache } from "lru-cache";

/**
 * A small in-process cache for public catalogue reads. Many shoppers ask for the same lists and
 * searches: for `ttlMs` they share one answer, and identical requests arriving together share one
 * database query. After that, for `staleFactor` times as long again, the old answer is still served
 * while one request refreshes it in the background (a failed refresh keeps it), so nobody waits for a
 * slow query that many people make; an answer older than that, or older than `maxAgeMs` in all, is
 * loaded anew. `clear()` forgets every
 * answer, and a load already under way then still answers its callers but is not kept.
 * Nothing here matters across processes: it only ever serves a slightly older copy of public data,
 * and carts and orders always check stock and prices in the database.
 */
export function createReadCache<T>(options: { ttlMs: number; maxEntries: number; staleFactor?: number; maxAgeMs?: number }) {
  const maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
  const ttlMs = Math.min(options.ttlMs, maxAgeMs);
  // Fresh, then stale while refreshed: never served once `maxAgeMs` old, whatever was missed meanwhile.
  const staleMs = Math.min(ttlMs * (options.staleFactor ?? 5), maxAgeMs - ttlMs);
  // Keys being loaded (or refreshed), each with its load's token: forget() cannot know what they will hold.
  const loading = new Map<string, symbol>();
  // Answers are boxed: lru-cache takes an undefined value to mean "nothing loaded".
  const answers = new LRUCache<string, { value: T }, () => Promise<T>>({
    max: Math.max(options.maxEntries, 1),
    ttl: Math.max(ttlMs, 1),
    allowStale: true,
    noDeleteOnFetchRejection: true,
    ignoreFetchAbort: true,
    fetchMethod: async (key, _stale, { context: load }) => {
      const token = Symbol(key);
      loading.set(key, token);
      try {
        return { value: await load() };
      } finally {
        if (loading.get(key) === token) loading.delete(key);
      }
    },
    // Date.now rather than performance.now, so tests can move the clock.
    perf: { now: () => Date.now() },
    ttlResolution: 0,
  });

  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      // lru-cache would serve a stale answer for as long as it keeps it: this one has a limit.
      if (answers.getRemainingTTL(key) <= -staleMs) answers.delete(key);
      const answer = await answers.fetch(key, { context: load });
      return answer!.value;
    },

    clear(): void {
      answers.clear();
    },

    /** Forgets the answers `affected` picks, and every answer still loading (what it will hold is not known yet). */
    forget(affected: (value: T) => boolean): void {
      const keys = [...loading.keys()];
      answers.forEach((answer, key) => {
        if (affected(answer.value)) keys.push(key);
      });
      for (const key of keys) {
        loading.delete(key);
        answers.delete(key);
      }
    },
  };
}
