import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-app";
import type { Database } from "../client";
import { users } from "../schema/accounts";
import { brands, categories, productOptions, productOptionValues, products, productVariants, reviews, subcategories } from "../schema/catalog";
import { catalogueIsEmpty, type SeedCounts, seedDemoCatalogue } from "./demo-catalogue";

const CATEGORY_SLUGS = ["feeding", "baby-gear", "diapering", "skincare", "toys", "health-safety", "maternity", "gift-sets"];

interface SeededShop {
  db: Database;
  dataDir: string;
  counts: SeedCounts;
  close(): Promise<void>;
}

async function seededShop(productCount?: number): Promise<SeededShop> {
  const { database, drop } = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "demo-catalogue-"));
  const counts = await seedDemoCatalogue(database.db, { dataDir, productCount });
  return {
    db: database.db,
    dataDir,
    counts,
    close: async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `/public-objects/demo/x.svg` is served from `<dataDir>/uploads/demo/x.svg`. */
const fileOf = (dataDir: string, url: string) => path.join(dataDir, "uploads", url.replace(/^\/public-objects\//, ""));

const pick = <T extends object, K extends keyof T>(row: T, keys: K[]) => Object.fromEntries(keys.map((key) => [key, row[key]]));

const allProducts = (db: Database) => db.select().from(products).orderBy(asc(products.id));
const allVariants = (db: Database) => db.select().from(productVariants).orderBy(asc(productVariants.productId), asc(productVariants.position));

/** The products sold in variants, each with its variants in order. */
async function groupedProducts(db: Database) {
  const optioned = new Set((await db.select({ productId: productOptions.productId }).from(productOptions)).map((row) => row.productId));
  const variants = await allVariants(db);
  return (await allProducts(db))
    .filter((product) => optioned.has(product.id))
    .map((product) => ({ product, variants: variants.filter((variant) => variant.productId === product.id) }));
}

// One default catalogue for the whole file: seeding is the slow part.
let shop: SeededShop;
beforeAll(async () => {
  shop = await seededShop();
});
afterAll(() => shop.close());

describe("the default demo catalogue", () => {
  it("has the eight shop categories, each with five to nine subcategories", async () => {
    const categoryRows = await shop.db.select().from(categories).orderBy(asc(categories.sortOrder));
    expect(categoryRows.map((category) => category.slug)).toEqual(CATEGORY_SLUGS);
    const subcategoryRows = await shop.db.select().from(subcategories);
    const perCategory = categoryRows.map((category) => subcategoryRows.filter((sub) => sub.categoryId === category.id).length);
    for (const count of perCategory) expect(count).toBeGreaterThanOrEqual(5);
    for (const count of perCategory) expect(count).toBeLessThanOrEqual(9);
    expect(perCategory.filter((count) => count > 6).length).toBeGreaterThanOrEqual(2);
    expect(shop.counts).toMatchObject({ categories: 8, subcategories: subcategoryRows.length });
  });

  it("gives every category an HSN code and a GST slab, and the products taxed otherwise their own", async () => {
    const categoryRows = await shop.db.select().from(categories).orderBy(asc(categories.sortOrder));
    expect(Object.fromEntries(categoryRows.map((category) => [category.slug, `${category.hsnCode} ${category.gstRate}%`]))).toEqual({
      feeding: "3924 5%",
      "baby-gear": "8715 5%",
      diapering: "9619 5%",
      skincare: "3304 18%",
      toys: "9503 5%",
      "health-safety": "3926 18%",
      maternity: "6104 5%",
      "gift-sets": "3304 18%",
    });
    const productRows = await allProducts(shop.db);
    const soaps = productRows.filter((row) => row.name.includes("Baby Soap"));
    expect(soaps.length).toBeGreaterThan(0);
    for (const product of soaps) expect(product).toMatchObject({ hsnCode: "3401", gstRate: 5 });
    expect(productRows.filter((row) => row.gstRate === null).length).toBeGreaterThan(productRows.length / 2);
  });

  it("declares every product's MRP, net quantity, origin and maker, and how long consumables keep", async () => {
    const productRows = await allProducts(shop.db);
    for (const product of productRows) {
      expect(product.mrpPaise, product.name).toBeGreaterThanOrEqual(product.pricePaise);
      expect(product.netQuantityUnit, product.name).not.toBeNull();
      expect(Number(product.netQuantity), product.name).toBeGreaterThan(0);
      expect(product.makerName && product.makerAddress && product.countryOfOrigin, product.name).toBeTruthy();
      expect(product.makerRole === "importer", product.name).toBe(product.countryOfOrigin !== "India");
    }
    const aboveMrp = productRows.filter((product) => product.mrpPaise! > product.pricePaise).length;
    expect(aboveMrp).toBeGreaterThan(productRows.length / 5);
    expect(aboveMrp).toBeLessThan(productRows.length / 2);
    expect(productRows.filter((product) => product.countryOfOrigin === "India").length).toBeGreaterThan(productRows.length / 2);

    const named = (words: string) => productRows.filter((product) => product.name.includes(words));
    for (const product of named("Taped Diapers")) expect(product).toMatchObject({ netQuantityUnit: "pieces", bestBeforeMonths: 36 });
    for (const product of named("Baby Lotion")) expect(product).toMatchObject({ netQuantityUnit: "ml", bestBeforeMonths: 36 });
    for (const product of named("Baby Cream")) expect(product.netQuantityUnit).toBe("g");
    for (const product of [...named("Stroller"), ...named("Rattle Set"), ...named("Feeding Bottle")]) {
      expect(product).toMatchObject({ netQuantityUnit: "pieces", bestBeforeMonths: null });
    }
    expect(named("Taped Diapers").length + named("Baby Lotion").length + named("Stroller").length).toBeGreaterThan(3);
  });

  it("has about twenty brands, and every brand and subcategory sells something", async () => {
    const brandRows = await shop.db.select().from(brands);
    const subcategoryRows = await shop.db.select().from(subcategories);
    const productRows = await allProducts(shop.db);
    expect(brandRows.length).toBeGreaterThanOrEqual(18);
    for (const brand of brandRows) expect(productRows.some((product) => product.brandId === brand.id), brand.name).toBe(true);
    for (const sub of subcategoryRows) expect(productRows.some((product) => product.subcategoryId === sub.id), sub.name).toBe(true);
  });

  it("sells at least 300 products, some sold out, some on sale and some featured", async () => {
    const productRows = await allProducts(shop.db);
    expect(shop.counts.products).toBe(productRows.length);
    expect(productRows.filter((product) => product.isActive).length).toBeGreaterThanOrEqual(300);
    expect(productRows.some((product) => product.stockQuantity === 0)).toBe(true);
    const onSale = productRows.filter((product) => product.salePricePaise !== null);
    expect(onSale.length).toBeGreaterThan(productRows.length / 4);
    for (const product of onSale) expect(product.salePricePaise).toBeLessThan(product.pricePaise);
    expect(productRows.filter((product) => product.isFeatured && product.isActive).length).toBeGreaterThanOrEqual(8);
  });

  it("gives every product its own name and slug, and search text", async () => {
    const productRows = await allProducts(shop.db);
    expect(new Set(productRows.map((product) => product.name)).size).toBe(productRows.length);
    expect(new Set(productRows.map((product) => product.slug)).size).toBe(productRows.length);
    for (const product of productRows) {
      expect(product.searchTitle).toContain(product.name);
      expect(product.searchBrand).not.toBe("");
      expect(product.searchCategory).not.toBe("");
    }
  });

  it("draws each product's pictures on disk, and leaves a few without any", async () => {
    const productRows = await allProducts(shop.db);
    const withoutPictures = productRows.filter((product) => product.images.length === 0);
    expect(withoutPictures.length).toBeGreaterThanOrEqual(2);
    for (const product of withoutPictures) expect(product.imageUrl).toBeNull();
    for (const product of productRows.filter((row) => row.images.length > 0)) {
      expect(product.images.length).toBeGreaterThanOrEqual(2);
      expect(product.imageUrl).toBe(product.images[0]);
      for (const url of product.images) {
        expect(url).toMatch(/^\/public-objects\/demo\/[a-z0-9-]+\.svg$/);
        expect(existsSync(fileOf(shop.dataDir, url)), url).toBe(true);
      }
    }
    const svg = readFileSync(fileOf(shop.dataDir, productRows.find((row) => row.imageUrl)!.imageUrl!), "utf8");
    expect(svg).toMatch(/^<svg [^>]*width="800" height="800" viewBox="0 0 800 800"/);
    expect(Buffer.byteLength(svg)).toBeLessThan(4096);
  });

  it("keeps each product's average rating and review count equal to its reviews", async () => {
    const reviewRows = await shop.db.select({ productId: reviews.productId, rating: reviews.rating }).from(reviews);
    expect(reviewRows.length).toBe(shop.counts.reviews);
    expect(reviewRows.length).toBeGreaterThan(100);
    for (const product of await allProducts(shop.db)) {
      const ratings = reviewRows.filter((review) => review.productId === product.id).map((review) => review.rating);
      expect(product.reviewCount).toBe(ratings.length);
      const average = ratings.length ? ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length : 0;
      expect(Number(product.avgRating)).toBeCloseTo(average, 2);
    }
  });

  it("refuses to seed a catalogue that is not empty", async () => {
    expect(await catalogueIsEmpty(shop.db)).toBe(false);
    await expect(seedDemoCatalogue(shop.db, { dataDir: shop.dataDir })).rejects.toThrow(/not empty|already has/);
    expect(await shop.db.$count(products)).toBe(shop.counts.products);
  });
});

describe("the default demo catalogue's products sold in variants", () => {
  it("sells about a third of the products in variants, at most twelve each, in the order of their options' values", async () => {
    const grouped = await groupedProducts(shop.db);
    expect(grouped.length).toBeGreaterThan(shop.counts.products * 0.28);
    expect(grouped.length).toBeLessThan(shop.counts.products * 0.4);
    const options = await shop.db.select().from(productOptions).orderBy(asc(productOptions.productId), asc(productOptions.position));
    for (const { product, variants } of grouped) {
      expect(variants.length, product.name).toBeGreaterThanOrEqual(2);
      expect(variants.length, product.name).toBeLessThanOrEqual(12);
      expect(variants.map((variant) => variant.position)).toEqual(variants.map((_, index) => index + 1));
      const names = options.filter((option) => option.productId === product.id).map((option) => option.name);
      for (const variant of variants) expect(Object.keys(variant.optionValues).sort(), product.name).toEqual([...names].sort());
    }
    const products = await allProducts(shop.db);
    const single = (await allVariants(shop.db)).filter((variant) => !grouped.some(({ product }) => product.id === variant.productId));
    expect(single.length).toBe(products.length - grouped.length);
  });

  it("gives every variant its own SKU, after its product's, and a selling price within its MRP", async () => {
    const grouped = await groupedProducts(shop.db);
    const skus = (await allVariants(shop.db)).map((variant) => variant.sku).filter((sku) => sku !== null);
    expect(new Set(skus).size).toBe(skus.length);
    for (const { product, variants } of grouped) {
      for (const variant of variants) {
        expect(variant.sku, product.name).toMatch(new RegExp(`^${product.sku}-[A-Z0-9-]+$`));
        expect(variant.mrpPaise, variant.sku!).toBeGreaterThanOrEqual(variant.salePricePaise ?? variant.pricePaise);
        expect(variant.mrpPaise, variant.sku!).toBeGreaterThanOrEqual(variant.pricePaise);
        expect(Number(variant.netQuantity), variant.sku!).toBeGreaterThan(0);
      }
    }
    const variants = grouped.flatMap((group) => group.variants);
    const soldOut = variants.filter((variant) => variant.stockQuantity === 0).length;
    expect(soldOut).toBeGreaterThan(variants.length * 0.06);
    expect(soldOut).toBeLessThan(variants.length * 0.2);
  });

  it("keeps each product's price at its cheapest active variant's and its stock at their sum", async () => {
    for (const { product, variants } of await groupedProducts(shop.db)) {
      const active = variants.filter((variant) => variant.isActive);
      const cheapest = Math.min(...active.map((variant) => variant.effectivePricePaise));
      expect(product.effectivePricePaise, product.name).toBe(cheapest);
      expect(product.maxEffectivePricePaise, product.name).toBe(Math.max(...active.map((variant) => variant.effectivePricePaise)));
      expect(product.stockQuantity, product.name).toBe(active.reduce((sum, variant) => sum + variant.stockQuantity, 0));
    }
  });

  it("names a product sold in variants without its sizes, packs or volumes, and multiplies a pack's contents", async () => {
    const values = await shop.db.select({ productId: productOptions.productId, value: productOptionValues.value }).from(productOptionValues).innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId));
    for (const { product } of await groupedProducts(shop.db)) {
      for (const { value } of values.filter((row) => row.productId === product.id)) {
        expect(` ${product.name} `.replace(/,/g, " "), product.name).not.toContain(` ${value} `);
      }
    }
    const wipes = (await groupedProducts(shop.db)).find(({ product }) => product.name.endsWith("Baby Wipes"))!;
    expect(wipes.variants.map((variant) => [variant.optionValues, variant.netQuantity])).toEqual([
      [{ Pack: "Pack of 1" }, "72.000"],
      [{ Pack: "Pack of 3" }, "216.000"],
      [{ Pack: "Pack of 6" }, "432.000"],
    ]);
  });

  it("sells Pampers All-Night Diaper Pants by size, with weight notes, M and L in stock at different prices", async () => {
    const [pants] = await shop.db.select().from(products).where(eq(products.slug, "pampers-all-night-diaper-pants"));
    expect(pants?.name).toBe("Pampers All-Night Diaper Pants");
    const options = await shop.db.select().from(productOptions).where(eq(productOptions.productId, pants!.id)).orderBy(asc(productOptions.position));
    expect(options.map((option) => option.name)).toEqual(["Size", "Pack"]);
    const sizes = await shop.db.select().from(productOptionValues).where(eq(productOptionValues.optionId, options[0]!.id)).orderBy(asc(productOptionValues.position));
    expect(sizes.map((size) => [size.value, size.note])).toEqual([
      ["S", "4–8 kg"],
      ["M", "7–12 kg"],
      ["L", "9–14 kg"],
      ["XL", "12–17 kg"],
      ["XXL", "15–25 kg"],
    ]);
    const variants = await shop.db.select().from(productVariants).where(eq(productVariants.productId, pants!.id));
    const single = (size: string) => variants.find((variant) => variant.optionValues.Size === size && variant.optionValues.Pack === "Pack of 1")!;
    expect(single("M").stockQuantity).toBeGreaterThan(0);
    expect(single("L").stockQuantity).toBeGreaterThan(0);
    expect(single("M").effectivePricePaise).toBeLessThan(single("L").effectivePricePaise);
    // Search reads its sizes' words: "pampers pants medium" finds it.
    expect(pants!.searchTags.split(/\s+/)).toEqual(expect.arrayContaining(["medium", "large", "pack"]));
  });
});

describe("a benchmark-sized demo catalogue", () => {
  let large: SeededShop;
  beforeAll(async () => {
    large = await seededShop(1_500);
  });
  afterAll(() => large.close());

  it("starts with the same products as the default catalogue", async () => {
    const defaultNames = (await allProducts(shop.db)).map((product) => product.name);
    const names = (await allProducts(large.db)).map((product) => product.name);
    expect(names.slice(0, defaultNames.length)).toEqual(defaultNames);
  });

  it("gives those products the same options and variants: the same options make the same catalogue", async () => {
    const described = async (db: Database) => {
      const names = new Map((await allProducts(db)).map((product) => [product.id, product.name]));
      return (await allVariants(db)).map((variant) => ({
        product: names.get(variant.productId),
        ...pick(variant, ["position", "optionValues", "sku", "pricePaise", "salePricePaise", "mrpPaise", "stockQuantity", "netQuantity"]),
      }));
    };
    const defaultVariants = await described(shop.db);
    const defaultNames = new Set((await allProducts(shop.db)).map((product) => product.name));
    const variants = (await described(large.db)).filter((variant) => defaultNames.has(variant.product!));
    expect(variants).toEqual(defaultVariants);
  });

  it("keeps names and slugs unique and shares one picture per subcategory", async () => {
    const productRows = await allProducts(large.db);
    expect(productRows.length).toBe(1_500);
    expect(new Set(productRows.map((product) => product.name)).size).toBe(1_500);
    expect(new Set(productRows.map((product) => product.slug)).size).toBe(1_500);
    const pictures = new Set(productRows.flatMap((product) => product.images));
    expect(pictures.size).toBe(large.counts.subcategories);
    for (const url of pictures) expect(existsSync(fileOf(large.dataDir, url)), url).toBe(true);
  });

  it("reviews only the first products, with matching counts", async () => {
    const reviewed = (await allProducts(large.db)).filter((product) => product.reviewCount > 0);
    expect(reviewed.length).toBeGreaterThan(0);
    expect(Math.max(...reviewed.map((product) => product.id)) - Math.min(...reviewed.map((product) => product.id))).toBeLessThan(500);
    expect(reviewed.reduce((sum, product) => sum + product.reviewCount, 0)).toBe(large.counts.reviews);
  });
});

describe("seeding again after the catalogue was wiped", () => {
  let wiped: SeededShop;
  beforeAll(async () => {
    wiped = await seededShop(60);
  });
  afterAll(() => wiped.close());

  it("reuses the demo reviewers instead of failing on their e-mail addresses", async () => {
    await wiped.db.delete(products);
    await wiped.db.delete(subcategories);
    await wiped.db.delete(categories);
    await wiped.db.delete(brands);
    expect(await catalogueIsEmpty(wiped.db)).toBe(true);

    const counts = await seedDemoCatalogue(wiped.db, { dataDir: wiped.dataDir, productCount: 60 });
    expect(counts.reviews).toBe(wiped.counts.reviews);
    expect(await wiped.db.$count(reviews)).toBe(counts.reviews);
    expect(await wiped.db.$count(users, like(users.email, "%@demo.kiddokart.in"))).toBe(25);
  });
});
