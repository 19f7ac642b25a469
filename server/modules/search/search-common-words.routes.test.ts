import type { ProductListResponse } from "@shared/schemas/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/catalog";
import { createBrand, createCategory } from "../../test/factories";
import { createTestApp, type TestContext } from "../../test/test-app";
import { productSearchFields } from "./search-text";

let ctx: TestContext;
interface Written {
  name: string;
  stock: number;
  rating: number;
  createdAt: Date;
  id?: number;
}
const written: Written[] = [];

// Enough products with the word that a search looks among the best-rated first (catalog.service.ts).
const COMMON = 1_800;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const brand = await createBrand(db, { name: "Dunnart" });
  const category = await createCategory(db, { name: "Wraps" });
  for (let index = 0; index < COMMON; index++) {
    // Ratings repeat, so order among equals is tested too; every seventh is sold out.
    written.push({ name: `Quoll Wrap ${index}`, stock: index % 7 === 0 ? 0 : 5, rating: (index * 37) % 41 / 10 + 1, createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000) });
  }
  // A few with the word only in the description: they come after every product with it in the name.
  for (let index = 0; index < 3; index++) written.push({ name: `Shawl ${index}`, stock: 5, rating: 5, createdAt: new Date() });
  const rows = await db
    .insert(products)
    .values(
      written.map((product, index) => ({
        name: product.name,
        slug: `product-${index}`,
        pricePaise: 49_900,
        stockQuantity: product.stock,
        avgRating: product.rating.toFixed(2),
        createdAt: product.createdAt,
        description: product.name.startsWith("Shawl") ? "As soft as a quoll." : null,
        brandId: brand.id,
        categoryId: category.id,
        ...productSearchFields({ name: product.name, brandName: brand.name, categoryName: category.name }),
      })),
    )
    .returning({ id: products.id });
  rows.forEach((row, index) => {
    written[index]!.id = row.id;
  });
}, 120_000);
afterAll(() => ctx?.close());

/** The order search promises: the word in the name first (when `inName` tells), then in stock, better rated, newer. */
function expectedOrder(inName: (product: Written) => boolean): string[] {
  const key = (product: Written) => [inName(product) ? 1 : 0, product.stock > 0 ? 1 : 0, product.rating, product.createdAt.getTime(), product.id!];
  return [...written]
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      for (let index = 0; index < x.length; index++) if (x[index] !== y[index]) return y[index]! - x[index]!;
      return 0;
    })
    .map((product) => product.name);
}

async function page(query: string): Promise<ProductListResponse> {
  const response = await ctx.app.inject({ url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("a search for a word thousands of products hold", () => {
  it("lists the same first pages as ranking every match would", async () => {
    const expected = expectedOrder((product) => product.name.startsWith("Quoll"));
    for (const offset of [0, 12, 48]) {
      const answer = await page(`search=quoll&limit=12&offset=${offset}`);
      expect(answer.products.map((product) => product.name)).toEqual(expected.slice(offset, offset + 12));
      expect(answer).toMatchObject({ total: 1000, totalCapped: true });
    }
  });

  it("lists the same first pages of a sorted search as sorting every match would", async () => {
    const byRating = [...written].sort((a, b) => b.rating - a.rating || b.id! - a.id!).map((product) => product.name);
    const byName = [...written].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id! - b.id!)).map((product) => product.name);
    for (const offset of [0, 36]) {
      const rated = await page(`search=quoll&sortBy=rating&sortOrder=desc&limit=12&offset=${offset}`);
      expect(rated.products.map((product) => product.name)).toEqual(byRating.slice(offset, offset + 12));
      const named = await page(`search=quoll&sortBy=name&sortOrder=asc&limit=12&offset=${offset}`);
      expect(named.products.map((product) => product.name)).toEqual(byName.slice(offset, offset + 12));
    }
  });

  it("ranks every match when the best-rated products cannot stand for the rest", async () => {
    // The brand's name is in no product's name: the window's products are never all found by name.
    const answer = await page("search=dunnart&limit=12");
    expect(answer.products.map((product) => product.name)).toEqual(expectedOrder(() => false).slice(0, 12));
  });
});
