import pg from "pg";
import type { DatabaseHandle } from "./client";

/**
 * The advisory lock key of start-up work (migrations, the administrator, the demo seed): one number
 * shared by every process of the shop and by the CLI. Advisory locks belong to one database, so shops
 * on other databases of the same server never wait for each other.
 */
export const START_UP_LOCK_KEY = 0x4b4b5354; // "KKST" in ASCII: any fixed number would do
export const START_UP_APPLICATION_NAME = "kiddokart start-up";

/**
 * Runs `work` while holding the start-up lock, so any number of processes started at once prepare the
 * database one after the other: the first migrates and seeds, the others find it done. The lock is a
 * session lock on a connection of its own (the work itself runs on the pool, in as many transactions as
 * it likes); it is released when the work ends, or by PostgreSQL when the process dies.
 * The embedded database needs none: its data directory is open in one process at a time.
 */
export async function withStartUpLock<T>(database: DatabaseHandle, say: (message: string) => void, work: () => Promise<T>): Promise<T> {
  if (database.kind === "pglite" || !database.url) return work();
  const client = new pg.Client({ connectionString: database.url, application_name: `${START_UP_APPLICATION_NAME} ${process.pid}` });
  // A connection lost while working only means the lock went with it; the work's own queries report their errors.
  client.on("error", (error) => say(`The start-up lock's connection was lost: ${error.message}`));
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [START_UP_LOCK_KEY]);
    if (!rows[0]!.locked) {
      say("Another shop process is preparing the database (migrations, seed); waiting for it to finish…");
      await client.query("select pg_advisory_lock($1)", [START_UP_LOCK_KEY]);
    }
    return await work();
  } finally {
    // Closing the session releases the lock.
    await client.end().catch(() => {});
  }
}
