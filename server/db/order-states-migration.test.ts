import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsDir } from "../paths";
import { withDatabase } from "../test/global-setup";
import { type Database, queryRows } from "./client";

const MIGRATION = "0005_typed_order_states";

/** A copy of the migrations folder whose journal ends just before `tag`: the database as it was then. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "shop-migrations-"));
  cpSync(migrationsDir, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: Array<{ tag: string }> };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

const address = JSON.stringify({ firstName: "Asha", lastName: "Rao", address: "12 MG Road", city: "Jaipur", state: "Rajasthan", pincode: "302004", phone: "9876543210" });

/** Orders as the shop wrote them before the migration: stock_held was 1 or 0. */
async function placeOldOrders(db: Database) {
  const order = (number: string, status: string, paymentStatus: string, method: string, stockHeld: number) =>
    sql`insert into orders (order_number, status, payment_status, payment_method, subtotal_paise, tax_paise, shipping_paise, total_paise, shipping_address, billing_address, stock_held)
        values (${number}, ${status}, ${paymentStatus}, ${method}, 100000, 18000, 0, 118000, ${address}::jsonb, ${address}::jsonb, ${stockHeld})`;
  await db.execute(order("KK-OLD-1", "pending", "pending", "razorpay", 1));
  await db.execute(order("KK-OLD-2", "cancelled", "failed", "razorpay", 0));
  await db.execute(order("KK-OLD-3", "delivered", "paid", "cod", 1));
  await db.execute(sql`insert into order_status_changes (order_id, from_status, to_status) select id, null, 'pending' from orders`);
}

async function refusal(db: Database, statement: string): Promise<string> {
  try {
    await db.execute(sql.raw(statement));
    return "accepted";
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
}

function describeMigration(kind: string, open: () => Promise<{ db: Database; migrate(folder: string): Promise<void>; close(): Promise<void> }>) {
  describe(`the typed order states migration on ${kind}`, () => {
    let database: Awaited<ReturnType<typeof open>>;
    let before: string;
    beforeAll(async () => {
      before = migrationsBefore(MIGRATION);
      database = await open();
      await database.migrate(before);
      await placeOldOrders(database.db);
      await database.migrate(migrationsDir);
    });
    afterAll(async () => {
      await database?.close();
      rmSync(before, { recursive: true, force: true });
    });

    it("keeps which orders hold stock, as booleans, and new orders hold theirs", async () => {
      const rows = await queryRows<{ orderNumber: string; stockHeld: unknown }>(
        database.db,
        sql`select order_number as "orderNumber", stock_held as "stockHeld" from orders order by order_number`,
      );
      expect(rows).toEqual([
        { orderNumber: "KK-OLD-1", stockHeld: true },
        { orderNumber: "KK-OLD-2", stockHeld: false },
        { orderNumber: "KK-OLD-3", stockHeld: true },
      ]);
      const [fresh] = await queryRows<{ stockHeld: unknown }>(
        database.db,
        sql`insert into orders (order_number, subtotal_paise, tax_paise, shipping_paise, total_paise, shipping_address, billing_address)
            values ('KK-NEW-1', 0, 0, 0, 0, ${address}::jsonb, ${address}::jsonb) returning stock_held as "stockHeld"`,
      );
      expect(fresh).toEqual({ stockHeld: true });
    });

    it("refuses payment methods and status history entries the shop does not know", async () => {
      expect(await refusal(database.db, "update orders set payment_method = 'upi' where order_number = 'KK-OLD-1'")).toMatch(/orders_payment_method_known/);
      expect(await refusal(database.db, "update order_status_changes set to_status = 'refunded'")).toMatch(/order_status_changes_to_status_known/);
      expect(await refusal(database.db, "update order_status_changes set from_status = 'returned'")).toMatch(/order_status_changes_from_status_known/);
    });
  });
}

describeMigration("PGlite", async () => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Database,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  describeMigration("a PostgreSQL server", async () => {
    const name = `shop_migration_test_${process.pid}`;
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
  });
}
