import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { products } from "../../db/schema/catalog";
import { createEventBus } from "../../events/event-bus";
import { createBrand, createCategory, createProduct } from "../../test/factories";
import { openTestDatabase } from "../../test/test-app";
import { createBestRatedSource } from "./best-rated";

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop?.());

it("keeps the best-rated products until a product or a review changes, whatever happens to stock", async () => {
  const db = database.db;
  const brand = await createBrand(db);
  const category = await createCategory(db);
  const base = { brandId: brand.id, categoryId: category.id };
  const good = await createProduct(db, { ...base, name: "Good", avgRating: "4.00" });
  const better = await createProduct(db, { ...base, name: "Better", avgRating: "4.50" });
  const newest = await createProduct(db, { ...base, name: "Newest", avgRating: "4.00" });
  const quiet = () => {};
  const events = createEventBus({ log: { info: quiet, warn: quiet, error: quiet } });
  const bestRated = createBestRatedSource(db, events, { maxAgeMs: 60_000 });
  expect(await bestRated.first(3)).toEqual([better.id, newest.id, good.id]);

  await db.update(products).set({ avgRating: "5.00" }).where(eq(products.id, good.id));
  await events.emit("stock.changed", { productIds: [good.id] });
  expect(await bestRated.first(2)).toEqual([better.id, newest.id]);
  await events.emit("review.written", { productId: good.id });
  expect(await bestRated.first(2)).toEqual([good.id, better.id]);

  await db.update(products).set({ isActive: false }).where(eq(products.id, good.id));
  await events.emit("product.changed", { productIds: [good.id] });
  expect(await bestRated.first(3)).toEqual([better.id, newest.id]);
});
