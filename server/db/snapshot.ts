import { PgTransaction } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/**
 * Runs `read` on one snapshot of the database, so that what it reads in several statements belongs to
 * one moment (an order and its refunds, say, never half before and half after a change): a read-only
 * REPEATABLE READ transaction, or the transaction `db` already is.
 */
export function inOneSnapshot<T>(db: Database, read: (snapshot: Database) => Promise<T>): Promise<T> {
  if (isTransaction(db)) return read(db);
  return db.transaction((snapshot) => read(snapshot), { isolationLevel: "repeatable read", accessMode: "read only" });
}

const isTransaction = (db: Database): boolean => db instanceof PgTransaction;
