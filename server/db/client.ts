import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type SQL, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { migrationsDir } from "../paths";
import { isConflictAbort } from "./database-errors";
import { lockDataDir } from "./data-dir-lock";

/** The one database type every repo takes: PGlite and node-postgres both are a PgDatabase. */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction is usable wherever a Database is. */
export type Transaction = PgTransaction<PgQueryResultHKT>;

/** The rows of a hand-written SQL query: both drivers answer execute() with { rows }. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The PostgreSQL server's address (not for the embedded database): for connections outside the pool. */
  url?: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url?: string;
  dataDir: string;
  poolSize?: number;
  /** A PGlite data directory dump to start from (tests start from a migrated template). */
  pgliteTemplate?: Blob;
  /** In memory instead of on disk (tests). */
  inMemory?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 20) : openPglite(options);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  // Just-in-time compilation pays off for long reports, not for the shop's short queries: it added
  // seconds to catalogue scans of 100,000 products. And the catalogue is read from memory, where
  // reaching a row through an index costs little more than reading the next one (bench/README.md).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000, options: "-c jit=off -c random_page_cost=1.1" });
  pool.on("error", (error) => {
    // An idle client lost its connection; the pool replaces it on the next query, but it is worth knowing.
    console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  const db = retryingConflicts(drizzlePg(pool) as unknown as Database);
  return {
    db,
    kind: "postgres",
    url,
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: migrationsDir }),
    ping: async () => void (await pool.query("select 1")),
    close: () => pool.end(),
  };
}

/**
 * Every top-level transaction is run a second time when PostgreSQL aborts it for a conflict with another
 * one (two orders taking the same products in a different order deadlock). A second conflict reaches the
 * error handler, which answers 409. Transactions only touch the database, so running one again is safe.
 */
function retryingConflicts(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(work, config).catch((error: unknown) => {
      if (!isConflictAbort(error)) throw error;
      return transaction(work, config);
    })) as Database["transaction"];
  return db;
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const unlock = options.inMemory ? () => {} : lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create({
      dataDir: options.inMemory ? undefined : path.join(options.dataDir, "pglite"),
      extensions: { pg_trgm },
      loadDataDir: options.pgliteTemplate,
    });
    const db = drizzlePglite(client) as unknown as Database;
    return {
      db,
      kind: "pglite",
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsDir }),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
