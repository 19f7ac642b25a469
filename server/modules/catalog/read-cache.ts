interface Entry<T> {
  value: Promise<T>;
  freshUntil: number;
  usableUntil: number;
  refreshing: boolean;
}

/**
 * A small in-process cache for public catalogue reads. Many shoppers ask for the same lists and
 * searches: for `ttlMs` they share one answer, and identical requests arriving together share one
 * database query. After that, for a while longer, the old answer is still served while one request
 * refreshes it in the background, so nobody waits for a slow query that many people make.
 * Nothing here matters across processes: it only ever serves a slightly older copy of public data,
 * and carts and orders always check stock and prices in the database.
 */
export function createReadCache<T>(options: { ttlMs: number; maxEntries: number; staleFactor?: number }) {
  const entries = new Map<string, Entry<T>>();
  const staleMs = options.ttlMs * (options.staleFactor ?? 5);

  function store(key: string, value: Promise<T>, now: number): Entry<T> {
    entries.delete(key);
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
    const entry = { value, freshUntil: now + options.ttlMs, usableUntil: now + options.ttlMs + staleMs, refreshing: false };
    entries.set(key, entry);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry;
  }

  function refreshInBackground(key: string, entry: Entry<T>, load: () => Promise<T>): void {
    entry.refreshing = true;
    load().then(
      (value) => store(key, Promise.resolve(value), Date.now()),
      () => {
        entry.refreshing = false;
      },
    );
  }

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return load();
      const now = Date.now();
      const entry = entries.get(key);
      if (entry && now < entry.freshUntil) return entry.value;
      if (entry && now < entry.usableUntil) {
        if (!entry.refreshing) refreshInBackground(key, entry, load);
        return entry.value;
      }
      return store(key, load(), now).value;
    },

    clear(): void {
      entries.clear();
    },
  };
}
