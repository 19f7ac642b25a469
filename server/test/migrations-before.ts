import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Database } from "../db/client";
import { migrationsDir } from "../paths";
import { withDatabase } from "./global-setup";

/** A copy of the migrations folder whose journal ends just before `tag`: the database as it was then. */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "shop-migrations-"));
  cpSync(migrationsDir, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: Array<{ tag: string }> };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index <= 0) throw new Error(`No migration ${tag} after the first`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

/** An empty database a test migrates itself, folder by folder. */
export interface MigratedDatabase {
  db: Database;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function emptyPglite(): Promise<MigratedDatabase> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Database,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/** A new database `name` on the PostgreSQL server at `serverUrl`, dropped on closing. */
export async function emptyPostgres(serverUrl: string, name: string): Promise<MigratedDatabase> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, name), max: 2 });
  const db = drizzlePg(pool);
  return {
    db: db as unknown as Database,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}
