import type { Database } from "../../db/client";
import { readUntilChanged } from "../../events/read-until-changed";
import type { EventBus } from "../../events/event-bus";
import * as repo from "./index-source.repo";

/** The fewest and the most products searches and suggestions look among (see windowFor). */
export const BEST_RATED_MIN = 200;
export const BEST_RATED_MAX = 3_000;

export interface BestRatedSource {
  /** The first `count` active products in the order "rating, then newness" (at most BEST_RATED_MAX). */
  first(count: number): Promise<readonly number[]>;
}

/**
 * How many of the first products to look among for `needed` matches of words about `estimate` of the
 * `productCount` products hold: `spare` times as many as should hold them, within the bounds above.
 */
export function windowFor(needed: number, estimate: number, productCount: number, spare: number): number {
  return Math.min(BEST_RATED_MAX, Math.max(BEST_RATED_MIN, Math.ceil((needed * productCount * spare) / estimate)));
}

/**
 * The best-rated products' ids, read once and kept in memory until a product or a review changes, in
 * this process or another, or for `maxAgeMs` at most: they do not depend on stock, so orders leave them be.
 */
export function createBestRatedSource(db: Database, events: EventBus, { maxAgeMs }: { maxAgeMs: number }): BestRatedSource {
  const ids = readUntilChanged(events, ["product.changed", "review.written"], () => repo.bestRatedIds(db, BEST_RATED_MAX), { maxAgeMs });
  return {
    async first(count) {
      return (await ids()).slice(0, count);
    },
  };
}
