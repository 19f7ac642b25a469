import type { Database } from "../../db/client";
import {
  deleteExpiredAccountTokens,
  deleteExpiredSessions,
  deleteFinishedRateLimitCounters,
  deleteOldIdempotencyKeys,
  deleteOldMails,
  deleteOldPaymentEvents,
  deleteOldSearchQueries,
  deleteUnconfirmedSubscriptions,
} from "./housekeeping.repo";

/** One statement deletes at most this many rows, so it holds its locks for a few milliseconds. */
const BATCH_SIZE = 1_000;
/** One run deletes at most this many batches per table; a bigger backlog goes in the following runs. */
const MAX_BATCHES = 100;

const PRUNERS = {
  sessions: deleteExpiredSessions,
  rateLimitCounters: deleteFinishedRateLimitCounters,
  idempotencyKeys: deleteOldIdempotencyKeys,
  paymentEvents: deleteOldPaymentEvents,
  mails: deleteOldMails,
  accountTokens: deleteExpiredAccountTokens,
  searchQueries: deleteOldSearchQueries,
  unconfirmedSubscriptions: deleteUnconfirmedSubscriptions,
};

export type HousekeepingCounts = Record<keyof typeof PRUNERS, number>;

export function createHousekeepingService(db: Database) {
  return {
    /** Deletes what the shop no longer needs, batch by batch; answers how many rows of each kind went. */
    async run({ batchSize = BATCH_SIZE, maxBatches = MAX_BATCHES } = {}): Promise<HousekeepingCounts> {
      const counts = { sessions: 0, rateLimitCounters: 0, idempotencyKeys: 0, paymentEvents: 0, mails: 0, accountTokens: 0, searchQueries: 0, unconfirmedSubscriptions: 0 };
      for (const [name, prune] of Object.entries(PRUNERS) as Array<[keyof HousekeepingCounts, (db: Database, limit: number) => Promise<number>]>) {
        for (let batch = 0; batch < maxBatches; batch++) {
          const deleted = await prune(db, batchSize);
          counts[name] += deleted;
          if (deleted < batchSize) break;
        }
      }
      return counts;
    },
  };
}

export type HousekeepingService = ReturnType<typeof createHousekeepingService>;
