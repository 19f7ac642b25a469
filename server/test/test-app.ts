import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { type AppOptions, buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { type ScryptCost, TEST_COST } from "../modules/accounts/password";
import { withDatabase } from "./global-setup";

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

const databasesOfApps = new WeakMap<FastifyInstance, DatabaseHandle>();

/** Lets test helpers that only get the app (registerCustomer) read its database; createTestApp does it. */
export function rememberTestDatabase(app: FastifyInstance, database: DatabaseHandle): void {
  databasesOfApps.set(app, database);
}

export function testDatabaseOf(app: FastifyInstance): DatabaseHandle {
  const database = databasesOfApps.get(app);
  if (!database) throw new Error("This app's database is unknown: make it with createTestApp, or call rememberTestDatabase");
  return database;
}

/** A fresh, migrated, empty database for one test file, copied from the run's template. */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const source = inject("testDatabase");
  if (source.kind === "pglite") {
    const template = new Blob([await readFile(source.templateFile)]);
    const database = await openDatabase({ dataDir: "", inMemory: true, pgliteTemplate: template });
    return { database, drop: () => database.close() };
  }
  const name = `shop_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${source.template}`);
  const database = await openDatabase({ url: withDatabase(source.adminUrl, name), dataDir: "", poolSize: 10 });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Settings for tests whose amounts are worked out with GST added on top of prices (PRICES_INCLUDE_GST=false)
 * rather than the shop's default of prices that include it: what they test does not depend on the mode.
 */
export const GST_ADDED: Record<string, string> = { PRICES_INCLUDE_GST: "false" };

/**
 * The whole shop on a fresh database, for app.inject() route tests. Passwords are hashed with cheap
 * parameters unless a test asks for the production ones.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { passwordCost = TEST_COST, runJobs = "on kick" }: { passwordCost?: ScryptCost; runJobs?: AppOptions["runJobs"] } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-test-"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, SEED_DEMO: "false", CATALOG_CACHE_SECONDS: "0", SIGNUP_LIMIT_PER_ADDRESS: "10000", COD_MAX_OPEN_ORDERS: "1000", ...env });
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config, database, webDistDir: path.join(dataDir, "no-web-build"), passwordCost, runJobs });
  await app.ready();
  rememberTestDatabase(app, database);
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
