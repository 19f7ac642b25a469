import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { type CatalogIndex, createCatalogIndex } from "./catalog-index";
import * as repo from "./index-source.repo";

/** After a failed build, lists are read from the database for this long before the next try. */
const RETRY_AFTER_MS = 5_000;
/** A rebuild waits until no new version has been seen for this long: a burst of changes costs one. */
export const REBUILD_QUIET_MS = 250;
/** … but never longer than this after the first version it is for, so a catalogue that keeps changing is still indexed. */
export const REBUILD_MAX_WAIT_MS = 2_000;

export interface CatalogIndexSource {
  /**
   * The last index built, of the catalogue version it says, or undefined before the first one is ready
   * (asking starts it). Whoever uses it must check that version against the database's, read in the
   * same statement as the rows it shows (catalog.repo.ts: pageRowsWithVersion).
   */
  latest(): CatalogIndex | undefined;
  /** The database's catalogue is at `version`: an index of another version is built again, soon. */
  versionSeen(version: number): void;
  /** Resolves once no index is being built or waiting to be. */
  settled(): Promise<void>;
  /** Drops a rebuild still waiting and resolves once none is running (the app waits for it before closing the database). */
  close(): Promise<void>;
}

/** How an index is made: the catalogue version first, then the index of it. */
export interface IndexBuilder {
  readVersion(): Promise<number>;
  build(version: number): Promise<CatalogIndex>;
}

export function databaseIndexBuilder(db: Database): IndexBuilder {
  return {
    readVersion: () => repo.readCatalogVersion(db),
    async build(version) {
      const [oldestFirst, name, price, rating, bestFirst, lexemes] = await Promise.all([
        repo.listingsOldestFirst(db),
        repo.idsInOrder(db, "name"),
        repo.idsInOrder(db, "price"),
        repo.idsInOrder(db, "rating"),
        repo.idsInOrder(db, "bestFirst"),
        repo.productLexemes(db),
      ]);
      return createCatalogIndex(version, oldestFirst, { name, price, rating, bestFirst }, lexemes);
    },
  };
}

/**
 * The catalogue's index, built in memory and good for as long as the database's catalogue version (one
 * row, raised by triggers in the transaction that changes a product's listing, text, rating or being in
 * stock) stays the one it was built at. A page found in it is shown only if the version read with the
 * page's rows is the index's, so an index is never used once a change has committed, whoever made it:
 * this process, another one, or SQL typed by hand; meanwhile lists are found by the database.
 *
 * Rebuilds are coalesced (decision 030): the first index is built at once; after that, a new version
 * seen waits until none newer has been seen for `quietMs` (at most `maxWaitMs`), and versions seen while
 * an index is being built make one more build after it, not one each. A sale selling out twenty
 * products in a few seconds costs one rebuild per process, or two when it outlasts a build.
 */
export function createCatalogIndexSource(
  db: Database,
  options: { log: FastifyBaseLogger; builder?: IndexBuilder; quietMs?: number; maxWaitMs?: number },
): CatalogIndexSource {
  const builder = options.builder ?? databaseIndexBuilder(db);
  const quietMs = options.quietMs ?? REBUILD_QUIET_MS;
  const maxWaitMs = options.maxWaitMs ?? REBUILD_MAX_WAIT_MS;
  let built: CatalogIndex | undefined;
  let building: Promise<void> | undefined;
  /** The version the running build is of, once it has read it. */
  let buildingVersion: number | undefined;
  /** The newest version seen that no index is of, nor the running build. */
  let wanted: number | undefined;
  let waiting: { timer: NodeJS.Timeout; deadline: number; started: Promise<void>; start: () => void } | undefined;
  let retryAt = 0;
  let closed = false;

  function buildNow() {
    if (building || closed || Date.now() < retryAt) return;
    wanted = undefined;
    building = (async () => {
      // The version is read first: a change committed meanwhile makes the index look older than it is, never newer.
      const version = await builder.readVersion();
      buildingVersion = version;
      built = await builder.build(version);
    })()
      .catch((error: unknown) => {
        retryAt = Date.now() + RETRY_AFTER_MS;
        options.log.error({ err: error }, "The catalogue's index could not be built; lists are read from the database");
      })
      .finally(() => {
        building = undefined;
        buildingVersion = undefined;
        if (wanted !== undefined && wanted !== built?.version) waitThenBuild();
      });
  }

  /** Starts the rebuild once no newer version has been seen for quietMs, or maxWaitMs after the first. */
  function waitThenBuild() {
    if (closed) return;
    const now = Date.now();
    if (waiting) {
      clearTimeout(waiting.timer);
      waiting.timer = setTimeout(waiting.start, Math.max(0, Math.min(quietMs, waiting.deadline - now)));
      waiting.timer.unref();
      return;
    }
    let start!: () => void;
    const started = new Promise<void>((resolve) => {
      start = () => {
        waiting = undefined;
        buildNow();
        resolve();
      };
    });
    waiting = { timer: setTimeout(start, quietMs), deadline: now + maxWaitMs, started, start };
    waiting.timer.unref();
  }

  return {
    latest() {
      if (!built && !waiting) buildNow();
      return built;
    },

    versionSeen(version) {
      if (version === built?.version || version === buildingVersion) return;
      // Read before the running build read its own: that build is newer.
      if (buildingVersion !== undefined && version < buildingVersion) return;
      const isNew = wanted === undefined || version !== wanted;
      wanted = version;
      if (building) return;
      if (isNew || !waiting) waitThenBuild();
    },

    async settled() {
      while (waiting || building) await (waiting?.started ?? building);
    },

    async close() {
      closed = true;
      if (waiting) {
        clearTimeout(waiting.timer);
        waiting.start();
      }
      await building;
    },
  };
}
