import type { RenderedPage } from "@shared/page-render";

/** How many visitor pages are kept at most (a list page is up to about 200 KB of markup and data). */
export const VISITOR_PAGES_KEPT = 200;

/**
 * Pages rendered on the server for visitors are kept for a short while, so the product pages and lists many
 * visitors open are rendered once, not once per visitor. Only catalogue pages (the home page, the list and
 * product pages) are kept, only as a visitor sees them (a request with a session cookie never reads or fills
 * this), and all of them are forgotten as soon as the catalogue changes (see web.ts). The oldest go first
 * beyond `maxEntries`.
 */
export function createVisitorPageCache({ ttlMs, maxEntries, now = Date.now }: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const entries = new Map<string, { storedAt: number; page: RenderedPage }>();
  return {
    get(key: string): RenderedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now() - entry.storedAt >= ttlMs) return undefined;
      entries.set(key, entry);
      return entry.page;
    },
    set(key: string, page: RenderedPage): void {
      if (ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { storedAt: now(), page });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
    clear(): void {
      entries.clear();
    },
  };
}

/**
 * At most `concurrency` pages rendered at once and `queue` more waiting for their turn. Beyond that a page is
 * not rendered at all (`tryRun` answers undefined): the shop sends the app's frame and the browser renders the
 * page, as it would without server rendering, so a flood of page requests cannot hold up the shop's other work.
 */
export function createRenderGate({ concurrency, queue }: { concurrency: number; queue: number }) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async tryRun<T>(work: () => Promise<T>): Promise<{ value: T } | undefined> {
      if (running < concurrency) running += 1;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else return undefined;
      try {
        return { value: await work() };
      } finally {
        // The next in line takes this place over; with nobody waiting the place is freed.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
