import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { catalogueIsEmpty, seedDemoCatalogue } from "./db/seed/demo-catalogue";
import { withStartUpLock } from "./db/start-up-lock";
import { createEventBus } from "./events/event-bus";
import { createAccountsService } from "./modules/accounts/accounts.service";
import { createPasswordHasher } from "./modules/accounts/password";

const DEMO_ADMIN_EMAIL = "admin@demo.kiddokart.in";

/**
 * Opens the database, applies pending migrations, makes sure the configured administrator exists and,
 * for the demo, seeds an empty catalogue (with a demo administrator whose password is made here once).
 * All of it under the start-up lock, so processes started together do it once, one after the other.
 */
export async function prepareDatabase(config: Config, say: (message: string) => void): Promise<DatabaseHandle> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize, timeouts: config.databaseTimeouts });
  try {
    await withStartUpLock(database, say, () => prepareUnderLock(config, database, say));
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function prepareUnderLock(config: Config, database: DatabaseHandle, say: (message: string) => void): Promise<void> {
  await database.migrate();
  const accounts = createAccountsService(database.db, { hasher: createPasswordHasher(), signupLimits: config.signupLimits, events: createEventBus({ log: console }) });
  if (config.admin) {
    const outcome = await accounts.ensureAdministrator(config.admin.email, config.admin.password);
    if (outcome !== "unchanged") say(`Administrator ${config.admin.email} ${outcome}.`);
  }
  if (config.seedDemo && (await catalogueIsEmpty(database.db))) {
    say("Empty catalogue: seeding the demo catalogue…");
    const counts = await seedDemoCatalogue(database.db, { dataDir: config.dataDir, pricesIncludeGst: config.pricesIncludeGst });
    say(`Demo catalogue ready: ${counts.products} products in ${counts.categories} categories from ${counts.brands} brands.`);
    if (!config.databaseUrl) {
      const password = demoAdminPassword(config.dataDir);
      await accounts.ensureAdministrator(DEMO_ADMIN_EMAIL, password);
      say(`Demo administrator: sign in at /signin as ${DEMO_ADMIN_EMAIL} with the password ${password} (kept in ${path.join(config.dataDir, "demo-admin.txt")}).`);
    }
  }
}

function demoAdminPassword(dataDir: string): string {
  const file = path.join(dataDir, "demo-admin.txt");
  if (existsSync(file)) return readFileSync(file, "utf8").split("\n")[1]?.trim() ?? "";
  const password = randomBytes(9).toString("base64url");
  writeFileSync(file, `${DEMO_ADMIN_EMAIL}\n${password}\n`, { mode: 0o600 });
  return password;
}
