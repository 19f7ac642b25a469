import { PRODUCT_COUNT_CAP } from "@shared/constants";
import type { ProductListResponse } from "@shared/schemas/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickCustomer } from "../../test/accounts";
import { createBrand, createCategory, createProduct, createSubcategory } from "../../test/factories";
import { products } from "../../db/schema/catalog";
import { productSearchFields } from "./search-text";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

async function search(words: string): Promise<ProductListResponse> {
  const response = await ctx.app.inject({ url: `/api/products?search=${encodeURIComponent(words)}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const names = (answer: ProductListResponse) => answer.products.map((product) => product.name);

describe("search ranking", () => {
  it("lists a word in the name first, then in the brand, then in the category, then in the descriptions", async () => {
    const db = ctx.database.db;
    const plain = await createBrand(db, { name: "Plainco" });
    const quokka = await createBrand(db, { name: "Quokka" });
    const toys = await createCategory(db, { name: "Toys" });
    const quokkaCategory = await createCategory(db, { name: "Quokka Corner" });
    // Written oldest first, so newness alone would put them in the opposite order.
    await createProduct(db, { name: "Soft Blanket", brandId: plain.id, categoryId: toys.id, description: "Sewn with a quokka on it." });
    await createProduct(db, { name: "Play Mat", brandId: plain.id, categoryId: quokkaCategory.id });
    await createProduct(db, { name: "Rattle", brandId: quokka.id, categoryId: toys.id });
    await createProduct(db, { name: "Quokka Plush", brandId: plain.id, categoryId: toys.id });
    expect(names(await search("quokka"))).toEqual(["Quokka Plush", "Rattle", "Play Mat", "Soft Blanket"]);
  });

  it("lists a brand's products first when the brand is searched", async () => {
    const db = ctx.database.db;
    const wombat = await createBrand(db, { name: "Wombatique" });
    const other = await createBrand(db, { name: "Othermade" });
    const category = await createCategory(db);
    await createProduct(db, { name: "Wombatique Bottle", brandId: wombat.id, categoryId: category.id });
    await createProduct(db, { name: "Cup", brandId: wombat.id, categoryId: category.id });
    await createProduct(db, { name: "Bowl", brandId: other.id, categoryId: category.id, tags: ["wombatique"] });
    expect(names(await search("wombatique"))).toEqual(["Wombatique Bottle", "Cup", "Bowl"]);
  });

  it("among equals lists in-stock products before sold-out ones, then the better rated, then the newer", async () => {
    const db = ctx.database.db;
    const brand = await createBrand(db);
    const category = await createCategory(db);
    await createProduct(db, { name: "Numbat Bib Sold Out", brandId: brand.id, categoryId: category.id, stockQuantity: 0, avgRating: "5.00" });
    await createProduct(db, { name: "Numbat Bib Rated", brandId: brand.id, categoryId: category.id, avgRating: "4.50" });
    await createProduct(db, { name: "Numbat Bib Older", brandId: brand.id, categoryId: category.id, avgRating: "3.00" });
    await createProduct(db, { name: "Numbat Bib Newer", brandId: brand.id, categoryId: category.id, avgRating: "3.00" });
    expect(names(await search("numbat bib"))).toEqual(["Numbat Bib Rated", "Numbat Bib Newer", "Numbat Bib Older", "Numbat Bib Sold Out"]);
  });

  it("lists products with most of the words when none has them all", async () => {
    const db = ctx.database.db;
    const brand = await createBrand(db);
    const category = await createCategory(db);
    await createProduct(db, { name: "Echidna Zest Quill", brandId: brand.id, categoryId: category.id });
    await createProduct(db, { name: "Echidna Zest", brandId: brand.id, categoryId: category.id });
    await createProduct(db, { name: "Echidna Zest Quill Kin", brandId: brand.id, categoryId: category.id });
    expect(names(await search("echidna zest quill kin plate"))).toEqual(["Echidna Zest Quill Kin", "Echidna Zest Quill", "Echidna Zest"]);
  });

  it("finds a product saved in the back office by its new words at once", async () => {
    const db = ctx.database.db;
    const brand = await createBrand(db);
    const category = await createCategory(db);
    const subcategory = await createSubcategory(db, category.id);
    await search("warm the vocabulary");
    const admin = await quickCustomer(db, { isAdmin: true });
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/products",
      headers: { cookie: admin.cookie },
      payload: {
        name: "Platypus Sleep Sack",
        slug: "platypus-sleep-sack",
        price: "999",
        stockQuantity: 5,
        categoryId: category.id,
        subcategoryId: subcategory.id,
        brandId: brand.id,
        images: [],
        videos: [],
        tags: [],
        isActive: true,
        isFeatured: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(names(await search("platypus"))).toEqual(["Platypus Sleep Sack"]);
  });
});

describe("counting what a list holds", () => {
  it(`stops at ${PRODUCT_COUNT_CAP} and says so`, async () => {
    const db = ctx.database.db;
    const brand = await createBrand(db, { name: "Manyco" });
    const category = await createCategory(db);
    await db.insert(products).values(
      Array.from({ length: PRODUCT_COUNT_CAP + 1 }, (_, index) => ({
        name: `Manyco Sock ${index}`,
        slug: `manyco-sock-${index}`,
        pricePaise: 19_900,
        brandId: brand.id,
        categoryId: category.id,
        ...productSearchFields({ name: `Manyco Sock ${index}`, brandName: brand.name, categoryName: category.name }),
      })),
    );
    const all = await ctx.app.inject({ url: `/api/products?brandId=${brand.id}` });
    expect(all.json()).toMatchObject({ total: PRODUCT_COUNT_CAP, totalCapped: true });
    const some = await ctx.app.inject({ url: `/api/products?brandId=${brand.id}&search=${encodeURIComponent("sock 7")}` });
    expect(some.json().totalCapped).toBeUndefined();
    expect(some.json().total).toBeLessThan(PRODUCT_COUNT_CAP);
  });
});
