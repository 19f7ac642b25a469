import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsDir } from "../paths";
import { emptyPglite, emptyPostgres, type MigratedDatabase, migrationsBefore } from "../test/migrations-before";
import { type Database, queryRows } from "./client";

const MIGRATION = "0019_product_variants";

const address = JSON.stringify({ firstName: "Asha", lastName: "Rao", address: "12 MG Road", city: "Jaipur", state: "Rajasthan", pincode: "302004", phone: "9876543210" });

/** A catalogue, an order and a cart as the shop wrote them before variants: two products, a line each, a line of a deleted product, and a cart line. */
async function writeOldShop(db: Database) {
  await db.execute(sql`insert into categories (id, name, slug) values (1, 'Diapering', 'diapering')`);
  await db.execute(sql`insert into brands (id, name, slug) values (1, 'Pampers', 'pampers')`);
  await db.execute(sql`insert into products (id, name, slug, sku, price_paise, sale_price_paise, discount_percent, mrp_paise, stock_quantity, net_quantity, net_quantity_unit, category_id, brand_id)
    values (10, 'Pampers Pants M', 'pampers-pants-m', 'PP-M', 120000, 99900, 16.75, 129900, 12, 62, 'pieces', 1, 1),
           (11, 'Baby Wipes', 'baby-wipes', null, 19900, null, 0, null, 0, null, null, 1, 1)`);
  await db.execute(sql`insert into orders (id, order_number, status, payment_status, payment_method, subtotal_paise, tax_paise, shipping_paise, total_paise, shipping_address, billing_address)
    values ('00000000-0000-4000-8000-000000000001', 'KK-OLD-1', 'delivered', 'paid', 'cod', 119700, 0, 0, 119700, ${address}::jsonb, ${address}::jsonb)`);
  await db.execute(sql`insert into order_lines (order_id, product_id, product_name, product_slug, unit_price_paise, quantity, line_total_paise, tax_paise, taxable_paise)
    values ('00000000-0000-4000-8000-000000000001', 10, 'Pampers Pants M', 'pampers-pants-m', 99900, 1, 99900, 0, 84661),
           ('00000000-0000-4000-8000-000000000001', 11, 'Baby Wipes', 'baby-wipes', 19900, 1, 19900, 0, 16864),
           ('00000000-0000-4000-8000-000000000001', null, 'A withdrawn rattle', 'rattle', 100, 1, 100, 0, 85)`);
  await db.execute(sql`insert into users (id, email) values ('00000000-0000-4000-8000-0000000000aa', 'asha@example.invalid')`);
  await db.execute(sql`insert into cart_lines (user_id, product_id, quantity) values ('00000000-0000-4000-8000-0000000000aa', 10, 2)`);
}

function describeMigration(kind: string, open: () => Promise<MigratedDatabase>) {
  describe(`the product variants migration on ${kind}`, () => {
    let database: MigratedDatabase;
    let before: string;
    beforeAll(async () => {
      before = migrationsBefore(MIGRATION);
      database = await open();
      await database.migrate(before);
      await writeOldShop(database.db);
      await database.migrate(migrationsDir);
    });
    afterAll(async () => {
      await database?.close();
      rmSync(before, { recursive: true, force: true });
    });

    it("gives every product one variant of its own id, with its SKU, prices, MRP, stock and net quantity", async () => {
      const variants = await queryRows(
        database.db,
        sql`select id, product_id as "productId", option_values as "optionValues", sku, price_paise::int as "price", sale_price_paise::int as "salePrice",
              discount_percent as "discount", mrp_paise::int as "mrp", stock_quantity as "stock", net_quantity as "netQuantity", net_quantity_unit as "unit", is_active as "active"
            from product_variants order by id`,
      );
      expect(variants).toEqual([
        { id: 10, productId: 10, optionValues: {}, sku: "PP-M", price: 120000, salePrice: 99900, discount: "16.75", mrp: 129900, stock: 12, netQuantity: "62.000", unit: "pieces", active: true },
        { id: 11, productId: 11, optionValues: {}, sku: null, price: 19900, salePrice: null, discount: "0.00", mrp: null, stock: 0, netQuantity: null, unit: null, active: true },
      ]);
      const ranges = await queryRows(database.db, sql`select id, max_effective_price_paise::int as "dearest" from products order by id`);
      expect(ranges).toEqual([
        { id: 10, dearest: 99900 },
        { id: 11, dearest: 19900 },
      ]);
    });

    it("points each old order line at its product's variant, and leaves a deleted product's line as it was", async () => {
      const lines = await queryRows(database.db, sql`select product_name as "name", variant_id as "variantId", variant_options as "options" from order_lines order by product_name`);
      expect(lines).toEqual([
        { name: "A withdrawn rattle", variantId: null, options: [] },
        { name: "Baby Wipes", variantId: 11, options: [] },
        { name: "Pampers Pants M", variantId: 10, options: [] },
      ]);
    });

    it("keeps a cart's line, now holding the product's variant", async () => {
      const lines = await queryRows(database.db, sql`select product_id as "productId", variant_id as "variantId", quantity from cart_lines`);
      expect(lines).toEqual([{ productId: 10, variantId: 10, quantity: 2 }]);
    });

    it("numbers the variants of new products after the migrated ones, and moves stock through them", async () => {
      const [added] = await queryRows<{ id: number }>(
        database.db,
        sql`insert into products (name, slug, price_paise, stock_quantity, category_id, brand_id) values ('Baby Oil', 'baby-oil', 25000, 3, 1, 1) returning id`,
      );
      const [variant] = await queryRows<{ id: number; stock: number }>(database.db, sql`select id, stock_quantity as "stock" from product_variants where product_id = ${added!.id}`);
      expect(variant!.id).toBeGreaterThan(11);
      expect(variant!.stock).toBe(3);
      await database.db.execute(sql`update product_variants set stock_quantity = stock_quantity - 2 where id = 10`);
      const [pants] = await queryRows(database.db, sql`select stock_quantity as "stock" from products where id = 10`);
      expect(pants).toEqual({ stock: 10 });
    });
  });
}

describeMigration("PGlite", emptyPglite);

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) describeMigration("a PostgreSQL server", () => emptyPostgres(serverUrl, `shop_variants_migration_${process.pid}`));
