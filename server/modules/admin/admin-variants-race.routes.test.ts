import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { productVariants } from "../../db/schema/catalog";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder } from "../../test/shop-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";

const SHOPPERS = 6;

const variant = (size: string, price: string, stockQuantity: number) => ({ options: { Size: size }, sku: null, price, stockQuantity });
const SIZES = { name: "Size", values: [{ value: "S" }, { value: "M" }, { value: "L" }] };

// PGlite runs one query at a time, so only a PostgreSQL server can show a real race.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the variants' editor saving while shoppers order", () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await quickCustomer(ctx.database.db, { isAdmin: true })).cookie;
  });
  afterAll(() => ctx?.close());

  it("removes a size being ordered without a 5xx: kept off sale if an order took it, deleted if none did", async () => {
    const db = ctx.database.db;
    const product = await (await catalogueFixture(db)).product({ price: 900 });
    const put = (variants: object[]) => ctx.app.inject({ method: "PUT", url: `/api/admin/products/${product.id}/variants`, headers: { cookie: admin }, payload: { options: [SIZES], variants } });
    const created = await put([variant("S", "900", 50), variant("M", "1000", 50), variant("L", "1100", 50)]);
    expect(created.statusCode, created.body).toBe(200);
    const [small, medium, large] = created.json().variants as Array<{ id: number }>;
    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => quickCustomer(db)));

    const orders = shoppers.map((shopper) =>
      ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: shopper.cookie }, payload: codOrder([{ productId: product.id, variantId: small!.id, quantity: 2 }], "1800.00") }),
    );
    const edit = put([
      { ...variant("M", "1000", 40), id: medium!.id },
      { ...variant("L", "1100", 30), id: large!.id },
    ]);
    const [edited, ...answers] = await Promise.all([edit, ...orders]);
    expect(edited!.statusCode, edited!.body).toBe(200);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);

    const placed = answers.filter((answer) => answer.statusCode === 201).length;
    const [kept] = await db.select().from(productVariants).where(eq(productVariants.id, small!.id));
    if (placed > 0) expect(kept).toMatchObject({ isActive: false, stockQuantity: 50 - 2 * placed });
    else expect(kept).toBeUndefined();
    const [totals] = await queryRows<{ product: number; variants: number }>(
      db,
      sql`select p.stock_quantity as product, (select sum(stock_quantity)::int from product_variants where product_id = p.id and is_active) as variants from products p where p.id = ${product.id}`,
    );
    expect(totals).toEqual({ product: 70, variants: 70 });
  });
});
