import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../db/client";
import { products, productVariants } from "../../db/schema/catalog";
import { orderLines } from "../../db/schema/orders";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder } from "../../test/shop-fixtures";
import { giveVariants } from "../../test/variants";
import { createTestApp, type TestContext } from "../../test/test-app";

const SIZES = [
  { value: "S", note: "4–8 kg" },
  { value: "M", note: "6–11 kg" },
  { value: "L", note: "9–14 kg" },
];
const PACKS = ["1", "3"];

/** Gives a product Size and Pack options and their six variants, in place of the one it was made with. */
function giveSizesAndPacks(db: Database, productId: number) {
  const variants = SIZES.flatMap((entry, sizeIndex) =>
    PACKS.map((packSize) => ({
      optionValues: { Size: entry.value, Pack: packSize },
      sku: `PANTS-${productId}-${entry.value}-${packSize}`,
      pricePaise: (900 + sizeIndex * 100) * 100 * Number(packSize),
      mrpPaise: (1000 + sizeIndex * 100) * 100 * Number(packSize),
      stockQuantity: 5 + sizeIndex,
      netQuantity: String(40 * Number(packSize)),
      netQuantityUnit: "pieces" as const,
    })),
  );
  return giveVariants(db, productId, [{ name: "Size", values: SIZES }, { name: "Pack", values: PACKS.map((value) => ({ value })) }], variants);
}

async function productRow(db: Database, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row!;
}

async function variantRow(db: Database, id: number) {
  const [row] = await db.select().from(productVariants).where(eq(productVariants.id, id));
  return row!;
}

/** The database's message for a refused statement, or "accepted". */
async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write;
    return "accepted";
  } catch (error) {
    const cause = (error as { cause?: { message?: string; constraint?: string } }).cause;
    return `${cause?.constraint ?? ""} ${cause?.message ?? String(error)}`;
  }
}

describe("products sold in variants", () => {
  let ctx: TestContext;
  let db: Database;
  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
  });
  afterAll(() => ctx?.close());

  it("gives a product without options exactly one variant holding its price, stock, MRP and SKU", async () => {
    const shop = await catalogueFixture(db);
    const product = await shop.product({ price: 450, mrpPaise: 50_000, stockQuantity: 7, sku: "ONE-VARIANT-1" });
    const variants = await db.select().from(productVariants).where(eq(productVariants.productId, product.id));
    expect(variants).toEqual([expect.objectContaining({ optionValues: {}, pricePaise: 45_000, mrpPaise: 50_000, stockQuantity: 7, sku: "ONE-VARIANT-1", isActive: true })]);

    const page = await ctx.app.inject({ method: "GET", url: `/api/products/${product.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      options: [],
      variants: [{ id: variants[0]!.id, sku: "ONE-VARIANT-1", options: {}, price: "450.00", salePrice: null, mrp: "500.00", stockQuantity: 7, images: [] }],
      priceRange: { min: "450.00", max: "450.00" },
      inStock: true,
    });
  });

  it("answers a product's options in order, with fit notes, and its six variants; the list shows the price range", async () => {
    const shop = await catalogueFixture(db);
    const product = await shop.product({ name: `Pampers Pants ${Date.now()}`, price: 900, stockQuantity: 1 });
    const variants = await giveSizesAndPacks(db, product.id);
    // Another product lists its options the other way round: each keeps its own order.
    const wipes = await shop.product({ name: `Pack First Wipes ${Date.now()}`, price: 100 });
    await giveVariants(db, wipes.id, [{ name: "Pack", values: [{ value: "1" }] }, { name: "Size", values: [{ value: "M" }] }], [
      { optionValues: { Pack: "1", Size: "M" }, sku: `WIPES-${wipes.id}`, pricePaise: 10_000, stockQuantity: 3 },
    ]);
    const wipesPage = (await ctx.app.inject({ method: "GET", url: `/api/products/${wipes.slug}` })).json();
    expect(Object.keys(wipesPage.variants[0].options)).toEqual(["Pack", "Size"]);

    const page = (await ctx.app.inject({ method: "GET", url: `/api/products/${product.slug}` })).json();
    expect(page.options).toEqual([
      { name: "Size", values: SIZES },
      { name: "Pack", values: [{ value: "1" }, { value: "3" }] },
    ]);
    expect(page.variants).toHaveLength(6);
    // In the options' order, as labels print them ("Size: M, Pack: 3"), not the database's order of keys.
    expect(Object.keys(page.variants[3].options)).toEqual(["Size", "Pack"]);
    expect(page.variants[3]).toEqual({
      id: variants[3]!.id,
      sku: variants[3]!.sku,
      options: { Size: "M", Pack: "3" },
      price: "3000.00",
      salePrice: null,
      mrp: "3300.00",
      discountPercentage: "0.00",
      stockQuantity: 6,
      netQuantity: "120.000",
      netQuantityUnit: "pieces",
      images: [],
    });
    expect(page).toMatchObject({ price: "900.00", mrp: "1000.00", stockQuantity: 36, inStock: true, priceRange: { min: "900.00", max: "3300.00" } });

    const list = (await ctx.app.inject({ method: "GET", url: `/api/products?categoryId=${shop.category.id}` })).json();
    expect(list.products.find((entry: { id: number }) => entry.id === product.id)).toMatchObject({ priceRange: { min: "900.00", max: "3300.00" }, inStock: true });
  });

  it("finds a product by its options' words, once, naming the variant in stock they describe", async () => {
    const shop = await catalogueFixture(db);
    const product = await shop.product({ name: `Snugglo Dry Pants ${Date.now()}`, price: 900 });
    const variants = await giveSizesAndPacks(db, product.id);
    await db.update(productVariants).set({ stockQuantity: 0 }).where(eq(productVariants.id, variants[2]!.id));
    const search = async (words: string) => {
      const answer = (await ctx.app.inject({ method: "GET", url: `/api/products?search=${encodeURIComponent(words)}` })).json();
      return answer.products.filter((entry: { id: number }) => entry.id === product.id);
    };

    // M in a pack of 1 is sold out: the pack of 3 is named.
    expect(await search("snugglo pants medium")).toEqual([expect.objectContaining({ matchedVariantId: variants[3]!.id })]);
    expect(await search("snugglo large")).toEqual([expect.objectContaining({ matchedVariantId: variants[4]!.id })]);
    const [plain] = await search("snugglo pants");
    expect(plain).toBeDefined();
    expect(plain.matchedVariantId).toBeUndefined();
  });

  it("offers a category's sizes in order and lists the products sold in the size chosen", async () => {
    const shop = await catalogueFixture(db);
    const pants = await shop.product({ name: `Size Filter Pants ${Date.now()}`, price: 900 });
    await giveSizesAndPacks(db, pants.id);
    const bigger = await shop.product({ name: `Size Filter Big Pants ${Date.now()}`, price: 900 });
    await giveVariants(db, bigger.id, [{ name: "Size", values: [{ value: "L" }, { value: "XL" }] }], [
      { optionValues: { Size: "L" }, sku: `BIG-L-${bigger.id}`, pricePaise: 99_900, stockQuantity: 3 },
      { optionValues: { Size: "XL" }, sku: `BIG-XL-${bigger.id}`, pricePaise: 109_900, stockQuantity: 3, isActive: false },
    ]);
    const plain = await shop.product({ name: `Size Filter Oil ${Date.now()}`, price: 200 });
    const list = async (query: string) => (await ctx.app.inject({ method: "GET", url: `/api/products?categoryId=${shop.category.id}${query}` })).json();
    const ids = (answer: { products: Array<{ id: number }> }) => answer.products.map((product) => product.id).sort((a, b) => a - b);

    const all = await list("");
    expect(all.sizes).toEqual(["S", "M", "L", "XL"]);
    expect(ids(all)).toEqual([pants.id, bigger.id, plain.id]);
    expect(ids(await list("&size=m"))).toEqual([pants.id]);
    expect(ids(await list("&size=L"))).toEqual([pants.id, bigger.id]);
    // XL is not on sale: nothing is sold in it.
    expect((await list("&size=XL")).products).toEqual([]);

    const everything = await ctx.app.inject({ method: "GET", url: "/api/products?limit=1" });
    expect(everything.json().sizes).toBeUndefined();
    const tooLong = await ctx.app.inject({ method: "GET", url: `/api/products?size=${"x".repeat(41)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/Size is too long/);
  });

  it("keeps the product's stock the sum of its variants on sale, and its price the cheapest one's", async () => {
    const shop = await catalogueFixture(db);
    const product = await shop.product({ price: 900 });
    const variants = await giveSizesAndPacks(db, product.id);
    expect(await productRow(db, product.id)).toMatchObject({ stockQuantity: 36, pricePaise: 90_000, maxEffectivePricePaise: 330_000 });

    await db.update(productVariants).set({ isActive: false }).where(eq(productVariants.id, variants[0]!.id));
    expect(await productRow(db, product.id)).toMatchObject({ stockQuantity: 31, pricePaise: 100_000 });
    await db.update(productVariants).set({ stockQuantity: 0 }).where(eq(productVariants.productId, product.id));
    const soldOut = (await ctx.app.inject({ method: "GET", url: `/api/products/${product.slug}` })).json();
    expect(soldOut).toMatchObject({ stockQuantity: 0, inStock: false });
    expect(soldOut.variants).toHaveLength(5);
  });

  it("refuses a price or stock written on a product with several variants, and passes it to a product's one variant", async () => {
    const shop = await catalogueFixture(db);
    const several = await shop.product({ price: 900 });
    await giveSizesAndPacks(db, several.id);
    expect(await refusal(db.update(products).set({ stockQuantity: 100 }).where(eq(products.id, several.id)))).toMatch(/products_columns_follow_variants/);
    expect(await refusal(db.update(products).set({ pricePaise: 1 }).where(eq(products.id, several.id)))).toMatch(/products_columns_follow_variants/);
    await db.update(products).set({ name: "Renamed pants" }).where(eq(products.id, several.id));

    const single = await shop.product({ price: 300, stockQuantity: 4 });
    await db.update(products).set({ stockQuantity: 9, pricePaise: 35_000, sku: "SINGLE-9" }).where(eq(products.id, single.id));
    const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, single.id));
    expect(variant).toMatchObject({ stockQuantity: 9, pricePaise: 35_000, sku: "SINGLE-9" });
    expect(await productRow(db, single.id)).toMatchObject({ stockQuantity: 9, maxEffectivePricePaise: 35_000 });
  });

  it("holds every variant to its own MRP", async () => {
    const shop = await catalogueFixture(db);
    const product = await shop.product({ price: 900 });
    const [variant] = await giveSizesAndPacks(db, product.id);
    expect(await refusal(db.update(productVariants).set({ pricePaise: 100_001 }).where(eq(productVariants.id, variant!.id)))).toMatch(
      /product_variants_selling_price_within_mrp/,
    );
    expect((await variantRow(db, variant!.id)).pricePaise).toBe(90_000);
  });

  it("takes an order's stock from the product's variant, names it on the line, and gives it back on cancelling", async () => {
    const shop = await catalogueFixture(db);
    const product = await shop.product({ price: 1000, stockQuantity: 5 });
    const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, product.id));
    const customer = await quickCustomer(db);
    const placed = await ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: customer.cookie }, payload: codOrder([{ productId: product.id, quantity: 2 }], "2000.00") });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().order.id as string;
    expect((await variantRow(db, variant!.id)).stockQuantity).toBe(3);
    expect((await productRow(db, product.id)).stockQuantity).toBe(3);
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(line).toMatchObject({ productId: product.id, variantId: variant!.id, variantOptions: [] });

    const cancelled = await ctx.app.inject({ method: "POST", url: `/api/orders/${orderId}/cancel`, headers: { cookie: customer.cookie } });
    expect(cancelled.statusCode).toBe(200);
    expect((await variantRow(db, variant!.id)).stockQuantity).toBe(5);
    expect((await productRow(db, product.id)).stockQuantity).toBe(5);
  });

  it("refuses an order naming only the product of several variants, changing no stock", async () => {
    const shop = await catalogueFixture(db);
    const product = await shop.product({ price: 900 });
    await giveSizesAndPacks(db, product.id);
    const customer = await quickCustomer(db);
    const refused = await ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: customer.cookie }, payload: codOrder([{ productId: product.id, quantity: 1 }], "900.00") });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "invalid_input", message: `Please choose which ${product.name} you want.` });
    const [total] = await queryRows<{ stock: number }>(db, sql`select sum(stock_quantity)::int as stock from product_variants where product_id = ${product.id}`);
    expect(total).toEqual({ stock: 36 });
  });

  it("holds two sizes in the cart as two lines, each at its variant's price and naming its values", async () => {
    const shop = await catalogueFixture(db);
    const product = await shop.product({ price: 900 });
    const variants = await giveSizesAndPacks(db, product.id);
    const customer = await quickCustomer(db);
    const add = (payload: object) => ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie: customer.cookie }, payload });
    expect((await add({ variantId: variants[2]!.id, quantity: 2 })).statusCode).toBe(201);
    expect((await add({ productId: product.id, variantId: variants[4]!.id })).statusCode).toBe(201);
    expect((await add({ variantId: variants[2]!.id })).statusCode).toBe(201);

    const cart = (await ctx.app.inject({ url: "/api/cart", headers: { cookie: customer.cookie } })).json();
    expect(cart.map((line: { quantity: number; variant: object; product: { price: string; stockQuantity: number } }) => [line.quantity, line.variant, line.product.price, line.product.stockQuantity])).toEqual([
      [3, { id: variants[2]!.id, options: { Size: "M", Pack: "1" } }, "1000.00", 6],
      [1, { id: variants[4]!.id, options: { Size: "L", Pack: "1" } }, "1100.00", 7],
    ]);

    const alone = await add({ productId: product.id });
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toMatchObject({ message: `Please choose which ${product.name} you want.` });
    const tooMany = await add({ variantId: variants[0]!.id, quantity: 6 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`Only 5 of ${product.name} (Size: S, Pack: 1) left in stock`);
    const ofAnother = await add({ productId: product.id + 1000, variantId: variants[0]!.id });
    expect(ofAnother.statusCode).toBe(404);
  });

  it("sells size M from its own stock, leaves L's alone, and names the size on the order; a sold-out size is refused by name", async () => {
    const shop = await catalogueFixture(db);
    const product = await shop.product({ name: `Cotton Pants ${Date.now()}`, price: 900 });
    const variants = await giveSizesAndPacks(db, product.id);
    const [medium, large, small] = [variants[2]!, variants[4]!, variants[0]!];
    await db.update(productVariants).set({ stockQuantity: 0 }).where(eq(productVariants.id, small.id));
    const customer = await quickCustomer(db);
    const order = (items: Parameters<typeof codOrder>[0], total: string) => ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: customer.cookie }, payload: codOrder(items, total) });

    const placed = await order([{ productId: product.id, variantId: medium.id, quantity: 2 }], "2000.00");
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.orderItems).toEqual([expect.objectContaining({ variantId: medium.id, variantOptions: { Size: "M", Pack: "1" }, quantity: 2, price: "1000.00" })]);
    expect((await variantRow(db, medium.id)).stockQuantity).toBe(4);
    expect((await variantRow(db, large.id)).stockQuantity).toBe(7);
    expect((await productRow(db, product.id)).stockQuantity).toBe(34 - 5);

    const soldOut = await order([{ productId: product.id, variantId: small.id, quantity: 2 }], "1800.00");
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toMatchObject({ code: "insufficient_stock", message: `${product.name} (Size: S, Pack: 1) is out of stock`, variantId: small.id });
  });

  it("leaves the price and stock of a product sold in several variants to them when the back office saves it, and answers 409 for a variant's SKU", async () => {
    const shop = await catalogueFixture(db);
    const product = await shop.product({ price: 900 });
    await giveSizesAndPacks(db, product.id);
    const admin = (await quickCustomer(db, { isAdmin: true })).cookie;
    const form = { name: product.name, slug: product.slug, price: "950", discountPercentage: "0", stockQuantity: 3, categoryId: shop.category.id, brandId: shop.brand.id, images: [] };
    const update = await ctx.app.inject({ method: "PUT", url: `/api/admin/products/${product.id}`, headers: { cookie: admin }, payload: form });
    expect(update.statusCode, update.body).toBe(200);
    expect(await productRow(db, product.id)).toMatchObject({ pricePaise: 90_000, stockQuantity: 36 });

    const clash = { ...form, name: "Another pants", slug: `another-pants-${product.id}`, sku: `PANTS-${product.id}-M-1` };
    const created = await ctx.app.inject({ method: "POST", url: "/api/admin/products", headers: { cookie: admin }, payload: clash });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({ code: "duplicate", message: "A product with this SKU already exists" });
  });

  it("lists in the back office's low stock each size running out, named with its values", async () => {
    const shop = await catalogueFixture(db);
    const product = await shop.product({ name: "Aaa Low Pants", price: 900 });
    const variants = await giveSizesAndPacks(db, product.id);
    await db.update(productVariants).set({ stockQuantity: 0 }).where(eq(productVariants.id, variants[2]!.id));
    const admin = (await quickCustomer(db, { isAdmin: true })).cookie;
    const { lowStock } = (await ctx.app.inject({ url: "/api/admin/analytics?days=7", headers: { cookie: admin } })).json();
    expect(lowStock).toContainEqual({ id: product.id, variantId: variants[2]!.id, name: "Aaa Low Pants (Size: M, Pack: 1)", slug: product.slug, stockQuantity: 0 });
  });

  it("duplicates a product with its options and variants, each without stock and with its SKU marked as a copy", async () => {
    const shop = await catalogueFixture(db);
    const product = await shop.product({ price: 900 });
    const variants = await giveSizesAndPacks(db, product.id);
    const admin = (await quickCustomer(db, { isAdmin: true })).cookie;
    const copy = await ctx.app.inject({ method: "POST", url: `/api/admin/products/${product.id}/duplicate`, headers: { cookie: admin } });
    expect(copy.statusCode).toBe(201);
    const copyId = copy.json().id as number;
    const copied = await db.select().from(productVariants).where(eq(productVariants.productId, copyId)).orderBy(productVariants.position);
    expect(copied.map((variant) => [variant.optionValues, variant.sku, variant.pricePaise, variant.stockQuantity])).toEqual(
      variants.map((variant) => [variant.optionValues, `${variant.sku}-COPY`, variant.pricePaise, 0]),
    );
    expect(await productRow(db, copyId)).toMatchObject({ stockQuantity: 0, pricePaise: 90_000, isActive: false });
    const options = await queryRows<{ name: string; values: string }>(
      db,
      sql`select o.name, string_agg(v.value, ',' order by v.position) as values from product_options o join product_option_values v on v.option_id = o.id where o.product_id = ${copyId} group by o.name, o.position order by o.position`,
    );
    expect(options).toEqual([
      { name: "Size", values: "S,M,L" },
      { name: "Pack", values: "1,3" },
    ]);
  });
});
