import type { Database } from "../../db/client";
import type { EventBus } from "../../events/event-bus";
import * as repo from "./catalog.repo";

/** The most searches and suggestions look among (see catalog.service.ts and the suggestions). */
export const BEST_RATED_MAX = 3_000;

export interface BestRatedSource {
  /** The first `count` active products in the order "rating, then newness" (at most BEST_RATED_MAX). */
  first(count: number): Promise<readonly number[]>;
}

/**
 * The best-rated products' ids, read once and kept in memory until a product or a review changes, in
 * this process or another: they do not depend on stock, so orders leave them be.
 */
export function createBestRatedSource(db: Database, events: EventBus): BestRatedSource {
  let reading: Promise<number[]> | undefined;
  const forget = () => {
    reading = undefined;
  };
  events.on("product.changed", forget);
  events.on("review.written", forget);
  events.onMissed(forget);
  return {
    async first(count) {
      const current = reading ?? repo.bestRatedIds(db, BEST_RATED_MAX);
      reading = current;
      current.catch(() => {
        if (reading === current) reading = undefined;
      });
      return (await current).slice(0, count);
    },
  };
}
