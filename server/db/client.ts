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

/** How long the shop waits on a PostgreSQL server, in milliseconds (0: no limit), so no request hangs on it. */
export interface DatabaseTimeouts {
  /** For a connection: a new one, or a free one of the pool when all are in use. */
  connectMs: number;
  /** For one statement to finish (PostgreSQL's statement_timeout). */
  statementMs: number;
  /** For a row or table lock another transaction holds (PostgreSQL's lock_timeout). */
  lockMs: number;
}

/** The settings' defaults (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_LOCK_TIMEOUT_MS). */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 8_000, lockMs: 5_000 };

export interface DatabaseOptions {
  url?: string;
  dataDir: string;
  poolSize?: number;
  /** A PostgreSQL server's timeouts; the embedded database has no connection to wait for. */
  timeouts?: DatabaseTimeouts;
  /** A PGlite data directory dump to start from (tests start from a migrated template). */
  pgliteTemplate?: Blob;
  /** In memory instead of on disk (tests). */
  inMemory?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 20, options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS) : openPglite(options);
}

// Just-in-time compilation pays off for long reports, not for the shop's short queries: it added
// seconds to catalogue scans of 100,000 products. And the catalogue is read from memory, where
// reaching a row through an index costs little more than reading the next one (bench/README.md).
const PLANNER_SETTINGS = "-c jit=off -c random_page_cost=1.1";

/** How the pool's connections are named in pg_stat_activity (`kiddokart <pid>`); the listener's is LISTENER_APPLICATION_NAME. */
export const POOL_APPLICATION_NAME = "kiddokart";

async function openPostgres(url: string, poolSize: number, timeouts: DatabaseTimeouts): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
    application_name: `${POOL_APPLICATION_NAME} ${process.pid}`,
    options: `${PLANNER_SETTINGS} -c statement_timeout=${timeouts.statementMs} -c lock_timeout=${timeouts.lockMs}`,
  });
  handleConnectionLosses(pool);
  const db = retryingConflicts(drizzlePg(pool) as unknown as Database);
  return {
    db,
    kind: "postgres",
    url,
    migrate: () => migrateOnOwnConnection(url),
    ping: async () => void (await pool.query("select 1")),
    close: () => pool.end(),
  };
}

/**
 * A connection the server ends (a restart, pg_terminate_backend, a network failure) makes its client
 * emit 'error'; with no listener, Node would stop the whole shop. The pool listens only while a client
 * is idle, so every client gets a listener of its own for the time it is lent out (in a query, or held
 * by a transaction between statements). The work using it fails and is answered 503
 * (database-unavailable.ts); the pool drops the broken client when it is given back, and connects anew
 * when asked next, so the shop recovers as soon as the server answers again.
 */
function handleConnectionLosses(pool: pg.Pool): void {
  pool.on("connect", (client) => {
    let reported = false;
    client.on("error", (error) => {
      if (reported) return;
      reported = true;
      console.error(`PostgreSQL connection lost: ${error.message}`);
    });
  });
  // The pool repeats an idle client's error here; the client's own listener has already reported it.
  pool.on("error", () => {});
}

/** Migrations may build indexes on large tables: they run on a connection of their own, without the pool's statement timeout. */
async function migrateOnOwnConnection(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, options: PLANNER_SETTINGS });
  client.on("error", (error) => console.error(`PostgreSQL connection lost while migrating: ${error.message}`));
  await client.connect();
  try {
    await migratePg(drizzlePg(client), { migrationsFolder: migrationsDir });
  } finally {
    await client.end();
  }
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
