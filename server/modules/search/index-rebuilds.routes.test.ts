import type { ProductListResponse } from "@shared/schemas/catalog";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { products } from "../../db/schema/catalog";
import { createBrand, createCategory, createProduct } from "../../test/factories";
import { createTestApp, type TestContext } from "../../test/test-app";
import { REBUILD_MAX_WAIT_MS } from "./catalog-index-source";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

async function list(url: string): Promise<ProductListResponse> {
  const response = await ctx.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("lists twenty products sold out in a burst as they are, while the index waits for the burst to end and once it is rebuilt", async () => {
  const db = ctx.database.db;
  const brand = await createBrand(db);
  const category = await createCategory(db);
  // The better rated first, so that selling them out moves them to the end of a search's order.
  const teethers: Array<{ id: number; name: string }> = [];
  for (let n = 1; n <= 25; n++) {
    teethers.push(await createProduct(db, { name: `Okapi Teether ${n}`, brandId: brand.id, categoryId: category.id, avgRating: (5 - n / 10).toFixed(2) }));
  }
  const search = `/api/products?search=okapi%20teether&limit=25`;
  const byRating = `/api/products?categoryId=${category.id}&sortBy=rating&limit=25`;
  const soldOut = new Set<number>();
  /** In stock first, then the better rated: search's order of products found alike. */
  const expected = () => [...teethers.filter((teether) => !soldOut.has(teether.id)), ...teethers.filter((teether) => soldOut.has(teether.id))].map((teether) => teether.name);
  const checkAnswers = async () => {
    const found = await list(search);
    expect(found.products.map((product) => product.name)).toEqual(expected());
    const sorted = await list(byRating);
    for (const product of sorted.products) expect(product.stockQuantity, product.name).toBe(soldOut.has(product.id) ? 0 : 10);
  };
  // The index is built, then used.
  await checkAnswers();
  await sleep(200);
  await checkAnswers();

  for (const teether of teethers.slice(0, 20)) {
    await db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, teether.id));
    soldOut.add(teether.id);
    await checkAnswers();
  }
  // Long enough for the coalesced rebuild to have started and ended: the answers come from the new index.
  await sleep(REBUILD_MAX_WAIT_MS + 500);
  await checkAnswers();
  await checkAnswers();
});
