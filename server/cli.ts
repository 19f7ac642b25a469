import { parseArgs } from "node:util";
import { type Config, ConfigError, loadConfig } from "./config";
import { sql } from "drizzle-orm";
import { type Database, type DatabaseHandle, openDatabase } from "./db/client";
import { withStartUpLock } from "./db/start-up-lock";
import { orders } from "./db/schema/orders";
import { DataDirInUseError } from "./db/data-dir-lock";
import { AppError } from "./errors";
import { createEventBus } from "./events/event-bus";
import { createAccountsService } from "./modules/accounts/accounts.service";
import { createPasswordHasher } from "./modules/accounts/password";
import { catalogueIsEmpty, seedDemoCatalogue } from "./db/seed/demo-catalogue";

const USAGE = `Usage:
  npm run db:migrate                          apply pending migrations
  npm run db:seed [-- --products N] [--reset] seed the demo catalogue (N products, default 320)
  npm run admin -- grant EMAIL                make an existing account an administrator`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 4 });
  try {
    // The lock shop processes take at start-up: a release step never migrates or seeds beside one of them.
    await withStartUpLock(database, console.log, () => run(command, rest, config, database));
  } finally {
    await database.close();
  }
}

async function run(command: string | undefined, rest: string[], config: Config, database: DatabaseHandle) {
  await database.migrate();
  switch (command) {
    case "migrate":
      console.log("Migrations applied.");
      return;
    case "seed": {
      const { values } = parseArgs({ args: rest, options: { products: { type: "string" }, reset: { type: "boolean" } } });
      const productCount = values.products === undefined ? undefined : Number(values.products);
      if (productCount !== undefined && !(Number.isInteger(productCount) && productCount > 0)) {
        throw new UsageError("--products takes a positive whole number");
      }
      if (values.reset) await resetCatalogue(database.db);
      if (!(await catalogueIsEmpty(database.db))) {
        throw new UsageError("The catalogue is not empty. Add --reset to replace it (this deletes products, categories, brands and reviews).");
      }
      await seedDemoCatalogue(database.db, { dataDir: config.dataDir, productCount, pricesIncludeGst: config.pricesIncludeGst, log: console.log });
      // Fresh statistics and visibility maps, so the first queries on a big catalogue are planned well.
      await database.db.execute(sql`vacuum analyze`);
      return;
    }
    case "admin": {
      const [action, email] = rest;
      if (action !== "grant" || !email) throw new UsageError("admin takes: grant EMAIL");
      const user = await createAccountsService(database.db, { hasher: createPasswordHasher(), signupLimits: config.signupLimits, events: createEventBus({ log: console }) })
        .grantAdministrator(email).catch((error: unknown) => {
        throw error instanceof AppError ? new UsageError(error.message) : error;
      });
      console.log(`${user.email} is now an administrator.`);
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : "No command given");
  }
}

class UsageError extends Error {}

/** Benchmarks replace the catalogue; a shop with orders keeps it (orders refer to its products). */
async function resetCatalogue(db: Database) {
  const [anyOrder] = await db.select({ id: orders.id }).from(orders).limit(1);
  if (anyOrder) throw new UsageError("This database has orders, so --reset will not delete its catalogue.");
  await db.execute(sql`truncate reviews, cart_lines, wishlist_lines, products, subcategories, categories, brands restart identity cascade`);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
