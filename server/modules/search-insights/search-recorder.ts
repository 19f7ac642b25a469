import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import * as repo from "./search-insights.repo";

/** What one search (its first page) found; nothing about who searched. */
export interface SearchToRecord {
  query: string;
  results: number;
  correctedQuery: string | null;
}

const LONGEST_QUERY = 100;

/** The words as the report groups them: trimmed, lower case, spaces collapsed, at most 100 characters; null when empty. */
export function normaliseSearchQuery(text: string): string | null {
  const words = text.trim().toLowerCase().replace(/\s+/g, " ");
  // Cut by characters, not UTF-16 units, so that an emoji at the edge is not split in half.
  const cut = Array.from(words).slice(0, LONGEST_QUERY).join("").trimEnd();
  return cut === "" ? null : cut;
}

export interface SearchRecorderOptions {
  log: Pick<FastifyBaseLogger, "warn" | "error">;
  /** How long a search waits before it is written, at most (unless a write is slow). */
  flushEveryMs?: number;
  /** Writing starts at once when this many searches are waiting. */
  flushAt?: number;
  /** Searches waiting beyond this (the database slow or away) are dropped and counted. */
  maxWaiting?: number;
}

/**
 * Keeps the searches shoppers make in memory and writes them with one insert every few seconds, so a
 * search never waits for its own record. These are analytics: a failed write is logged and its searches
 * dropped, and so are searches beyond `maxWaiting`. One write runs at a time; `close()` writes what is
 * left (the app calls it before the database closes).
 */
export function createSearchRecorder(db: Database, { log, flushEveryMs = 5_000, flushAt = 500, maxWaiting = 5_000 }: SearchRecorderOptions) {
  let waiting: repo.SearchQueryToInsert[] = [];
  let dropped = 0;
  let writing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const write = async (batch: repo.SearchQueryToInsert[]) => {
    try {
      await repo.insertSearchQueries(db, batch);
    } catch (error) {
      log.error({ err: error, dropped: batch.length }, "recording searches failed");
    }
  };

  async function flush(): Promise<void> {
    while (writing) await writing;
    if (dropped > 0) {
      log.warn({ dropped }, "searches dropped: too many waiting to be recorded");
      dropped = 0;
    }
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    writing = write(batch).finally(() => {
      writing = undefined;
    });
    await writing;
  }

  return {
    /** Notes a search; it is written within `flushEveryMs`. Empty words are not searches. */
    record({ query, results, correctedQuery }: SearchToRecord): void {
      const words = normaliseSearchQuery(query);
      if (closed || words === null) return;
      if (waiting.length >= maxWaiting) {
        dropped++;
        return;
      }
      waiting.push({ query: words, results, correctedQuery: correctedQuery === null ? null : normaliseSearchQuery(correctedQuery), searchedAt: new Date() });
      if (waiting.length === flushAt) void flush();
      if (!timer) {
        timer = setTimeout(() => {
          timer = undefined;
          void flush();
        }, flushEveryMs);
        timer.unref();
      }
    },

    /** Writes every search waiting now (after a write under way), in one insert. Never throws. */
    flush,

    /** Stops taking searches and writes those waiting. */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await flush();
    },
  };
}

export type SearchRecorder = ReturnType<typeof createSearchRecorder>;
