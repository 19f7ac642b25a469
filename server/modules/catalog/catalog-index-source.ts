import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { type CatalogIndex, createCatalogIndex } from "./catalog-index";
import * as repo from "./catalog.repo";

/** After a failed build, lists are read from the database for this long before the next try. */
const RETRY_AFTER_MS = 5_000;

export interface CatalogIndexSource {
  /**
   * The last index built, of the catalogue version it says, or undefined before the first one is ready
   * (asking starts it). Whoever uses it must check that version against the database's, read in the
   * same statement as the rows it shows (catalog.repo.ts: pageRowsWithVersion).
   */
  latest(): CatalogIndex | undefined;
  /** The database's catalogue is at `version`: an index of another version is built again. */
  versionSeen(version: number): void;
  /** Resolves once no index is being built (the app waits for it before closing the database). */
  settled(): Promise<void>;
}

/**
 * The catalogue's index, built in memory and good for as long as the database's catalogue version (one
 * row, raised by triggers in the transaction that changes a product's listing, text, rating or being in
 * stock) stays the one it was built at. A page found in it is shown only if the version read with the
 * page's rows is the index's, so an index is never used once a change has committed, whoever made it:
 * this process, another one, or SQL typed by hand. A new index is built in the background, one at a
 * time; meanwhile lists are found by the database as before.
 */
export function createCatalogIndexSource(db: Database, options: { log: FastifyBaseLogger }): CatalogIndexSource {
  let built: CatalogIndex | undefined;
  let building: Promise<void> | undefined;
  let retryAt = 0;

  async function build() {
    // The version is read first: a change committed meanwhile makes the index look older than it is, never newer.
    const version = await repo.readCatalogVersion(db);
    const [oldestFirst, name, price, rating, bestFirst, lexemes] = await Promise.all([
      repo.listingsOldestFirst(db),
      repo.idsInOrder(db, "name"),
      repo.idsInOrder(db, "price"),
      repo.idsInOrder(db, "rating"),
      repo.idsInOrder(db, "bestFirst"),
      repo.productLexemes(db),
    ]);
    built = await createCatalogIndex(version, oldestFirst, { name, price, rating, bestFirst }, lexemes);
  }

  function buildAgain() {
    if (building || Date.now() < retryAt) return;
    building = build()
      .catch((error: unknown) => {
        retryAt = Date.now() + RETRY_AFTER_MS;
        options.log.error({ err: error }, "The catalogue's index could not be built; lists are read from the database");
      })
      .finally(() => (building = undefined));
  }

  return {
    latest() {
      if (!built) buildAgain();
      return built;
    },

    versionSeen(version) {
      if (built?.version !== version) buildAgain();
    },

    async settled() {
      await building;
    },
  };
}
