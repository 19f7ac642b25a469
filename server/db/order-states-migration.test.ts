import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsDir } from "../paths";
import { emptyPglite, emptyPostgres, type MigratedDatabase, migrationsBefore } from "../test/migrations-before";
import { type Database, queryRows } from "./client";

const MIGRATION = "0005_typed_order_states";

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

function describeMigration(kind: string, open: () => Promise<MigratedDatabase>) {
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

describeMigration("PGlite", emptyPglite);

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) describeMigration("a PostgreSQL server", () => emptyPostgres(serverUrl, `shop_migration_test_${process.pid}`));
