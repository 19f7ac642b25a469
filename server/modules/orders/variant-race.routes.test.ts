import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, productVariants } from "../../db/schema/catalog";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder } from "../../test/shop-fixtures";
import { startShopProcess, type ShopProcess } from "../../test/shop-process";
import { openTestDatabase } from "../../test/test-app";
import { giveVariants } from "../../test/variants";

const MEDIUM_STOCK = 5;
const MEDIUM_BUYERS = 40;
const LARGE_STOCK = 100;
const LARGE_BUYERS = 20;

// PGlite runs one query at a time: only a PostgreSQL server, with two shop processes, shows a real race.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("a rush on one size from two shop processes", () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let shops: [ShopProcess, ShopProcess];

  beforeAll(async () => {
    opened = await openTestDatabase();
    const env = { DATABASE_URL: opened.database.url!, DATABASE_POOL_SIZE: "4" };
    shops = (await Promise.all([startShopProcess(env, { startTimeoutMs: 150_000 }), startShopProcess(env, { startTimeoutMs: 150_000 })])) as [ShopProcess, ShopProcess];
  }, 180_000);
  afterAll(async () => {
    await Promise.all((shops ?? []).map((shop) => shop.stop()));
    await opened?.drop();
  });

  it(`sells exactly ${MEDIUM_STOCK} of size M to ${MEDIUM_BUYERS} buyers while others buy size L, whose stock stays exact`, async () => {
    const db = opened.database.db;
    const shop = await catalogueFixture(db);
    const product = await shop.product({ name: "Pampers Pants", price: 1000 });
    const [medium, large] = await giveVariants(db, product.id, [{ name: "Size", values: [{ value: "M" }, { value: "L" }] }], [
      { optionValues: { Size: "M" }, pricePaise: 100_000, stockQuantity: MEDIUM_STOCK },
      { optionValues: { Size: "L" }, pricePaise: 110_000, stockQuantity: LARGE_STOCK },
    ]);
    const buyers = await Promise.all(Array.from({ length: MEDIUM_BUYERS + LARGE_BUYERS }, () => quickCustomer(db)));

    const statuses = await Promise.all(
      buyers.map(async ({ cookie }, index) => {
        const variant = index < MEDIUM_BUYERS ? medium! : large!;
        const through = shops[index % 2]!;
        const response = await fetch(`${through.url}/api/orders`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify(codOrder([{ productId: product.id, variantId: variant.id, quantity: 1 }], (variant.pricePaise / 100).toFixed(2))),
        });
        return { size: variant.optionValues.Size, status: response.status };
      }),
    );

    const count = (size: string, status: number) => statuses.filter((entry) => entry.size === size && entry.status === status).length;
    expect(count("M", 201)).toBe(MEDIUM_STOCK);
    expect(count("M", 409)).toBe(MEDIUM_BUYERS - MEDIUM_STOCK);
    expect(count("L", 201)).toBe(LARGE_BUYERS);
    const stock = async (id: number) => (await db.select({ stock: productVariants.stockQuantity }).from(productVariants).where(eq(productVariants.id, id)))[0]!.stock;
    expect(await stock(medium!.id)).toBe(0);
    expect(await stock(large!.id)).toBe(LARGE_STOCK - LARGE_BUYERS);
    const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(row!.stock).toBe(LARGE_STOCK - LARGE_BUYERS);
  });
});
