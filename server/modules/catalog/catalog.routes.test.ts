import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductListResponse, ProductSummary } from "@shared/schemas/catalog";
import { createBrand, createCategory, createProduct, createSubcategory } from "../../test/factories";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let ids: { feeding: number; diapering: number; bottles: number; pants: number; pampers: number; avent: number; himalaya: number };

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const feeding = await createCategory(db, { name: "Feeding", sortOrder: 1 });
  const diapering = await createCategory(db, { name: "Diapering", sortOrder: 2 });
  const bottles = await createSubcategory(db, feeding.id, { name: "Feeding Bottles" });
  const pants = await createSubcategory(db, diapering.id, { name: "Diaper Pants" });
  const pampers = await createBrand(db, { name: "Pampers" });
  const avent = await createBrand(db, { name: "Philips Avent" });
  const himalaya = await createBrand(db, { name: "Himalaya BabyCare" });
  ids = { feeding: feeding.id, diapering: diapering.id, bottles: bottles.id, pants: pants.id, pampers: pampers.id, avent: avent.id, himalaya: himalaya.id };

  const p = (values: Parameters<typeof createProduct>[1]) => createProduct(db, values);
  await p({ name: "Pampers Premium Care Pants Medium", categoryId: diapering.id, subcategoryId: pants.id, brandId: pampers.id, price: 1299, discount: 20, avgRating: "4.60", reviewCount: 12, createdAt: day(5), isFeatured: true, sku: "PMP-PC-M" });
  await p({ name: "Pampers Baby Dry Diapers Large", categoryId: diapering.id, subcategoryId: pants.id, brandId: pampers.id, price: 899, avgRating: "4.10", reviewCount: 3, createdAt: day(4) });
  await p({ name: "Avent Natural Feeding Bottle 260ml", categoryId: feeding.id, subcategoryId: bottles.id, brandId: avent.id, price: 650, avgRating: "4.80", reviewCount: 40, createdAt: day(3), isFeatured: true });
  await p({ name: "Avent Anti-colic Bottle Twin Pack", categoryId: feeding.id, subcategoryId: bottles.id, brandId: avent.id, price: 1450, discount: 10, avgRating: "3.90", reviewCount: 7, createdAt: day(2), stockQuantity: 0 });
  await p({ name: "Himalaya Baby Lotion 400ml", categoryId: diapering.id, brandId: himalaya.id, price: 320, description: "A gentle moisturising lotion with olive oil and almond oil.", createdAt: day(1) });
  await p({ name: "Hidden Discontinued Bottle", categoryId: feeding.id, brandId: avent.id, price: 100, isActive: false, createdAt: day(6) });
});

afterAll(() => ctx?.close());

async function list(query = ""): Promise<ProductListResponse> {
  const response = await ctx.app.inject({ url: `/api/products${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const names = (body: ProductListResponse) => body.products.map((product) => product.name);

describe("GET /api/products", () => {
  it("lists active products only, newest first, with prices as decimal strings", async () => {
    const body = await list();
    expect(body.total).toBe(5);
    expect(names(body)[0]).toBe("Pampers Premium Care Pants Medium");
    expect(names(body)).not.toContain("Hidden Discontinued Bottle");
    const pants = body.products[0] as ProductSummary;
    expect(pants).toMatchObject({ price: "1299.00", salePrice: "1039.20", discountPercentage: "20.00", avgRating: 4.6, reviewCount: 12 });
    expect(pants.brand).toMatchObject({ name: "Pampers", slug: "pampers" });
    expect(pants.category).toMatchObject({ name: "Diapering", slug: "diapering" });
    expect(pants.subcategory).toMatchObject({ name: "Diaper Pants", slug: "diaper-pants" });
  });

  it("filters by category, subcategory, brand and featured", async () => {
    expect(names(await list(`?categoryId=${ids.feeding}`))).toEqual(["Avent Natural Feeding Bottle 260ml", "Avent Anti-colic Bottle Twin Pack"]);
    expect((await list(`?subcategoryId=${ids.pants}`)).total).toBe(2);
    expect(names(await list(`?brandId=${ids.himalaya}`))).toEqual(["Himalaya Baby Lotion 400ml"]);
    expect(names(await list("?featured=true"))).toEqual(["Pampers Premium Care Pants Medium", "Avent Natural Feeding Bottle 260ml"]);
    expect((await list("?featured=false")).total).toBe(3);
    expect((await list(`?categoryId=${ids.feeding}&brandId=${ids.pampers}`)).total).toBe(0);
  });

  it("filters by the price a shopper pays, in rupees, bounds included", async () => {
    // Effective prices: 1039.20 (sale), 899, 650, 1305 (sale), 320.
    expect(names(await list("?minPrice=650&maxPrice=1039.2&sortBy=price&sortOrder=asc"))).toEqual([
      "Avent Natural Feeding Bottle 260ml",
      "Pampers Baby Dry Diapers Large",
      "Pampers Premium Care Pants Medium",
    ]);
    expect((await list("?minPrice=1300")).total).toBe(1);
    expect((await list("?maxPrice=320")).total).toBe(1);
  });

  it.each([
    ["createdAt", "asc", ["Himalaya Baby Lotion 400ml", "Avent Anti-colic Bottle Twin Pack", "Avent Natural Feeding Bottle 260ml", "Pampers Baby Dry Diapers Large", "Pampers Premium Care Pants Medium"]],
    ["createdAt", "desc", ["Pampers Premium Care Pants Medium", "Pampers Baby Dry Diapers Large", "Avent Natural Feeding Bottle 260ml", "Avent Anti-colic Bottle Twin Pack", "Himalaya Baby Lotion 400ml"]],
    ["name", "asc", ["Avent Anti-colic Bottle Twin Pack", "Avent Natural Feeding Bottle 260ml", "Himalaya Baby Lotion 400ml", "Pampers Baby Dry Diapers Large", "Pampers Premium Care Pants Medium"]],
    ["name", "desc", ["Pampers Premium Care Pants Medium", "Pampers Baby Dry Diapers Large", "Himalaya Baby Lotion 400ml", "Avent Natural Feeding Bottle 260ml", "Avent Anti-colic Bottle Twin Pack"]],
    ["price", "asc", ["Himalaya Baby Lotion 400ml", "Avent Natural Feeding Bottle 260ml", "Pampers Baby Dry Diapers Large", "Pampers Premium Care Pants Medium", "Avent Anti-colic Bottle Twin Pack"]],
    ["price", "desc", ["Avent Anti-colic Bottle Twin Pack", "Pampers Premium Care Pants Medium", "Pampers Baby Dry Diapers Large", "Avent Natural Feeding Bottle 260ml", "Himalaya Baby Lotion 400ml"]],
    ["rating", "desc", ["Avent Natural Feeding Bottle 260ml", "Pampers Premium Care Pants Medium", "Pampers Baby Dry Diapers Large", "Avent Anti-colic Bottle Twin Pack", "Himalaya Baby Lotion 400ml"]],
    ["rating", "asc", ["Himalaya Baby Lotion 400ml", "Avent Anti-colic Bottle Twin Pack", "Pampers Baby Dry Diapers Large", "Pampers Premium Care Pants Medium", "Avent Natural Feeding Bottle 260ml"]],
  ])("sorts by %s %s", async (sortBy, sortOrder, expected) => {
    expect(names(await list(`?sortBy=${sortBy}&sortOrder=${sortOrder}`))).toEqual(expected);
  });

  it("pages with limit and offset, the total staying the same", async () => {
    const first = await list("?limit=2&offset=0&sortBy=name&sortOrder=asc");
    const last = await list("?limit=2&offset=4&sortBy=name&sortOrder=asc");
    expect(names(first)).toEqual(["Avent Anti-colic Bottle Twin Pack", "Avent Natural Feeding Bottle 260ml"]);
    expect(names(last)).toEqual(["Pampers Premium Care Pants Medium"]);
    expect([first.total, last.total]).toEqual([5, 5]);
    expect((await list("?offset=50")).products).toEqual([]);
    expect((await list("?limit=100")).products).toHaveLength(5);
    expect((await list("?limit=1")).products).toHaveLength(1);
  });

  it.each([
    ["diapr", "Pampers Baby Dry Diapers Large"],
    ["pampers", "Pampers Premium Care Pants Medium"],
    ["PAMPERS pants", "Pampers Premium Care Pants Medium"],
    ["botle", "Avent Natural Feeding Bottle 260ml"],
    ["almond oil", "Himalaya Baby Lotion 400ml"],
    ["himalya", "Himalaya Baby Lotion 400ml"],
  ])("search %j finds %s, tolerating typos", async (term, expected) => {
    const body = await list(`?search=${encodeURIComponent(term)}`);
    expect(names(body)).toContain(expected);
  });

  it("search ranks the best match first and matches brand and category names", async () => {
    expect(names(await list("?search=pampers%20premium%20care"))[0]).toBe("Pampers Premium Care Pants Medium");
    expect((await list("?search=philips")).total).toBe(2);
    expect((await list("?search=diapering")).total).toBe(3);
    expect((await list("?search=zzqqxx")).total).toBe(0);
    expect((await list("?search=pampers&sortBy=price&sortOrder=asc")).products.map((p) => p.price)).toEqual(["899.00", "1299.00"]);
  });

  it("treats an empty search as no search", async () => {
    expect((await list("?search=")).total).toBe(5);
    expect((await list("?search=%20%20")).total).toBe(5);
  });

  it("survives search text with query syntax and quotes", async () => {
    for (const term of ['"unterminated', "a & b | !c", "-pampers", "OR OR", "(:*)", "'; drop table products; --"]) {
      const response = await ctx.app.inject({ url: `/api/products?search=${encodeURIComponent(term)}` });
      expect(response.statusCode, term).toBe(200);
    }
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=abc", "limit"],
    ["limit=1.5", "limit"],
    ["offset=-1", "offset"],
    ["categoryId=abc", "categoryId"],
    ["categoryId=0", "categoryId"],
    ["categoryId=99999999999", "categoryId"],
    ["brandId=-3", "brandId"],
    ["subcategoryId=1e400", "subcategoryId"],
    ["minPrice=-5", "minPrice"],
    ["maxPrice=cheap", "maxPrice"],
    ["minPrice=5000&maxPrice=100", "minPrice"],
    ["sortBy=popularity", "sortBy"],
    ["sortOrder=up", "sortOrder"],
    ["featured=yes", "featured"],
    [`search=${"x".repeat(201)}`, "search"],
  ])("refuses %s with a 400 naming the field", async (query, field) => {
    const response = await ctx.app.inject({ url: `/api/products?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_input", field });
  });
});

describe("GET /api/products/:slug", () => {
  it("returns one product with its details", async () => {
    const response = await ctx.app.inject({ url: "/api/products/pampers-premium-care-pants-medium" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: "Pampers Premium Care Pants Medium",
      sku: "PMP-PC-M",
      brand: { name: "Pampers", slug: "pampers" },
      category: { name: "Diapering", slug: "diapering" },
      subcategory: { name: "Diaper Pants" },
      videos: [],
      tags: [],
    });
  });

  it("answers 404 for an unknown or inactive product", async () => {
    for (const slug of ["no-such-product", "hidden-discontinued-bottle"]) {
      const response = await ctx.app.inject({ url: `/api/products/${slug}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "not_found", message: "Product not found" });
    }
  });
});

describe("GET /api/products/:id/reviews", () => {
  it("answers an empty list for a product without reviews and 404 for an unknown one", async () => {
    const { products } = await list("?limit=1");
    const ok = await ctx.app.inject({ url: `/api/products/${products[0]!.id}/reviews` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual([]);
    expect((await ctx.app.inject({ url: "/api/products/999999/reviews" })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: "/api/products/abc/reviews" })).statusCode).toBe(400);
  });
});

describe("categories and brands", () => {
  it("lists categories in order, each with its subcategories", async () => {
    const response = await ctx.app.inject({ url: "/api/categories-with-subcategories" });
    expect(response.statusCode).toBe(200);
    const categories = response.json();
    expect(categories.map((c: { slug: string }) => c.slug)).toEqual(["feeding", "diapering"]);
    expect(categories[0].subcategories).toEqual([expect.objectContaining({ slug: "feeding-bottles", categoryId: ids.feeding })]);
  });

  it("lists categories, subcategories and brands", async () => {
    expect((await ctx.app.inject({ url: "/api/categories" })).json()).toHaveLength(2);
    expect((await ctx.app.inject({ url: "/api/subcategories" })).json()).toHaveLength(2);
    const brands = (await ctx.app.inject({ url: "/api/brands" })).json();
    expect(brands.map((b: { name: string }) => b.name)).toEqual(["Himalaya BabyCare", "Pampers", "Philips Avent"]);
  });
});

describe("the catalogue read cache", () => {
  it("serves a repeated list from memory for a few seconds", async () => {
    const cached = await createTestApp({ CATALOG_CACHE_SECONDS: "60" });
    try {
      const db = cached.database.db;
      const category = await createCategory(db);
      const brand = await createBrand(db);
      await createProduct(db, { categoryId: category.id, brandId: brand.id });
      const before = (await cached.app.inject({ url: "/api/products" })).json().total;
      await createProduct(db, { categoryId: category.id, brandId: brand.id });
      expect((await cached.app.inject({ url: "/api/products" })).json().total).toBe(before);
      expect((await cached.app.inject({ url: "/api/products?limit=11" })).json().total).toBe(before + 1);
    } finally {
      await cached.close();
    }
  });
});
