import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { products, productVariants } from "../../db/schema/catalog";
import { cartLines } from "../../db/schema/shopping";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder } from "../../test/shop-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let db: Database;
let admin: string;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  admin = (await quickCustomer(db, { isAdmin: true })).cookie;
  shop = await catalogueFixture(db);
});
afterAll(() => ctx?.close());

const variantsUrl = (productId: number) => `/api/admin/products/${productId}/variants`;
const put = (productId: number, payload: unknown, cookie = admin) => ctx.app.inject({ method: "PUT", url: variantsUrl(productId), headers: { cookie }, payload: payload as object });

const SIZES = [
  { value: "S", note: "4–8 kg" },
  { value: "M", note: "6–11 kg" },
  { value: "L", note: "9–14 kg" },
];
const OPTIONS = [
  { name: "Size", values: SIZES },
  { name: "Pack", values: [{ value: "1" }, { value: "3" }] },
];

/** Six variants, S-1 to L-3: ₹900 for S-1, ₹100 more per size, three times as much for a pack of 3; 10% off the L packs. */
function sixVariants(prefix: string) {
  return SIZES.flatMap((size, sizeIndex) =>
    ["1", "3"].map((pack) => ({
      options: { Size: size.value, Pack: pack },
      sku: `${prefix}-${size.value}-${pack}`,
      price: String((900 + sizeIndex * 100) * Number(pack)),
      discountPercentage: size.value === "L" ? "10" : "0",
      mrp: String((1000 + sizeIndex * 100) * Number(pack)),
      stockQuantity: 5 + sizeIndex,
      images: [],
      isActive: true,
    })),
  );
}

type SentVariant = ReturnType<typeof sixVariants>[number] & { id?: number };

/** A product sold in six variants through the API, with its answer. */
async function productInSixVariants(prefix: string) {
  const product = await shop.product({ name: `Pants ${prefix}`, price: 900 });
  const response = await put(product.id, { options: OPTIONS, variants: sixVariants(prefix) });
  expect(response.statusCode, response.body).toBe(200);
  return { product, variants: response.json().variants as Array<SentVariant & { id: number }> };
}

/** What the editor sends back for the variants it was given. */
const sentBack = (variants: Array<Record<string, unknown>>) => variants.map(({ salePrice: _salePrice, ...variant }) => variant);

describe("the back office's options and variants", () => {
  it("gives a product two options and six variants, which its page shows with the list's price range", async () => {
    const product = await shop.product({ name: "Cotton Pants Six", price: 900 });
    const listUrl = `/api/products?categoryId=${shop.category.id}&limit=100`;
    const before = (await ctx.app.inject({ url: listUrl })).json();
    expect(before.products.find((entry: { id: number }) => entry.id === product.id)).toMatchObject({ priceRange: { min: "900.00", max: "900.00" }, hasOptions: false });
    const saved = await put(product.id, { options: OPTIONS, variants: sixVariants("SIX") });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json();
    expect(answer.options).toEqual(OPTIONS);
    expect(answer.variants).toHaveLength(6);
    expect(answer.variants[5]).toEqual({
      id: expect.any(Number),
      sku: "SIX-L-3",
      options: { Size: "L", Pack: "3" },
      price: "3300.00",
      salePrice: "2970.00",
      mrp: "3600.00",
      discountPercentage: "10.00",
      stockQuantity: 7,
      images: [],
      isActive: true,
      netQuantity: null,
      netQuantityUnit: null,
    });
    expect((await ctx.app.inject({ url: variantsUrl(product.id), headers: { cookie: admin } })).json()).toEqual(answer);

    const page = (await ctx.app.inject({ url: `/api/products/${product.slug}` })).json();
    expect(page.options).toEqual(OPTIONS);
    expect(page.variants.map((variant: { id: number }) => variant.id)).toEqual(answer.variants.map((variant: { id: number }) => variant.id));
    expect(page).toMatchObject({ price: "900.00", stockQuantity: 36, priceRange: { min: "900.00", max: "3000.00" } });
    const list = (await ctx.app.inject({ url: listUrl })).json();
    expect(list.products.find((entry: { id: number }) => entry.id === product.id)).toMatchObject({ priceRange: { min: "900.00", max: "3000.00" }, hasOptions: true });
    const inBackOffice = (await ctx.app.inject({ url: "/api/admin/products?search=Cotton%20Pants%20Six", headers: { cookie: admin } })).json();
    expect(inBackOffice.products[0]).toMatchObject({ id: product.id, variantCount: 6 });
  });

  it("keeps each variant's id through an edit, follows the list's order, and knows a variant sent again without its id", async () => {
    const { product, variants } = await productInSixVariants("KEEP");
    const reordered = sentBack(variants).reverse();
    reordered[0] = { ...reordered[0], price: "3400", mrp: "3700" };
    const edited = await put(product.id, { options: OPTIONS, variants: reordered });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().variants.map((variant: { id: number; price: string }) => [variant.id, variant.price])).toEqual(
      [...variants].reverse().map((variant, index) => [variant.id, index === 0 ? "3400.00" : variant.price]),
    );

    const withoutId = sentBack(variants).map(({ id, ...variant }, index) => (index === 0 ? variant : { id, ...variant }));
    const sentAgain = await put(product.id, { options: OPTIONS, variants: withoutId });
    expect(sentAgain.statusCode, sentAgain.body).toBe(200);
    expect(sentAgain.json().variants[0]).toMatchObject({ id: variants[0]!.id, sku: "KEEP-S-1", options: { Size: "S", Pack: "1" } });
  });

  it("deletes a removed variant no order names, keeps one that was ordered off sale and out of carts", async () => {
    const { product, variants } = await productInSixVariants("GONE");
    const [ordered, unordered] = [variants[0]!, variants[1]!];
    const customer = await quickCustomer(db);
    const placed = await ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: customer.cookie }, payload: codOrder([{ productId: product.id, variantId: ordered.id, quantity: 2 }], "1800.00") });
    expect(placed.statusCode, placed.body).toBe(201);
    for (const variant of [ordered, unordered]) {
      const added = await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie: customer.cookie }, payload: { variantId: variant.id, quantity: 1 } });
      expect(added.statusCode, added.body).toBe(201);
    }

    const saved = await put(product.id, { options: OPTIONS, variants: sentBack(variants).slice(2) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().variants.map((variant: { id: number; isActive: boolean }) => [variant.id, variant.isActive])).toEqual([
      ...variants.slice(2).map((variant) => [variant.id, true]),
      [ordered.id, false],
    ]);
    expect(await db.select().from(productVariants).where(eq(productVariants.id, unordered.id))).toEqual([]);
    expect(await db.select().from(cartLines).where(eq(cartLines.userId, customer.user.id))).toEqual([]);
    const page = (await ctx.app.inject({ url: `/api/products/${product.slug}` })).json();
    expect(page.variants.map((variant: { id: number }) => variant.id)).toEqual(variants.slice(2).map((variant) => variant.id));
    const order = (await ctx.app.inject({ url: `/api/orders/${placed.json().order.id}`, headers: { cookie: customer.cookie } })).json();
    expect(order.orderItems[0]).toMatchObject({ variantId: ordered.id, variantOptions: { Size: "S", Pack: "1" } });
  });

  it("keeps an ordered variant out of the editor's list once its choice is gone or another variant takes it", async () => {
    const { product, variants } = await productInSixVariants("STALE");
    const customer = await quickCustomer(db);
    const order = (variantId: number) => codOrder([{ productId: product.id, variantId, quantity: 2 }], variantId === variants[0]!.id ? "1800.00" : "5400.00");
    for (const variant of [variants[0]!, variants[1]!]) {
      const placed = await ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: customer.cookie }, payload: order(variant.id) });
      expect(placed.statusCode, placed.body).toBe(201);
    }

    const [, , mediumOne] = sentBack(variants);
    const takesSmallOne = await put(product.id, { options: OPTIONS, variants: [{ ...mediumOne, options: { Size: "S", Pack: "1" } }, ...sentBack(variants).slice(3)] });
    expect(takesSmallOne.statusCode, takesSmallOne.body).toBe(200);
    expect(takesSmallOne.json().variants.map((variant: { id: number; options: object; isActive: boolean }) => [variant.id, variant.options, variant.isActive])).toEqual([
      [variants[2]!.id, { Size: "S", Pack: "1" }, true],
      ...variants.slice(3).map((variant) => [variant.id, variant.options, true]),
      [variants[1]!.id, { Size: "S", Pack: "3" }, false],
    ]);

    const sizesOnly = await put(product.id, { options: [OPTIONS[0]], variants: [{ options: { Size: "M" }, price: "1000", stockQuantity: 4 }] });
    expect(sizesOnly.statusCode, sizesOnly.body).toBe(200);
    expect(sizesOnly.json()).toMatchObject({ options: [OPTIONS[0]], variants: [{ options: { Size: "M" }, price: "1000.00", stockQuantity: 4, isActive: true }] });
    expect(sizesOnly.json().variants).toHaveLength(1);
    const page = (await ctx.app.inject({ url: `/api/products/${product.slug}` })).json();
    expect(page).toMatchObject({ price: "1000.00", stockQuantity: 4, options: [OPTIONS[0]], variants: [{ options: { Size: "M" } }] });
  });

  it("refuses a variant's selling price above its MRP, naming the variant and its field, and changes nothing", async () => {
    const { product, variants } = await productInSixVariants("MRP");
    const above = sentBack(variants).map((variant, index) => (index === 2 ? { ...variant, price: "1200", mrp: "1100" } : variant));
    const refused = await put(product.id, { options: OPTIONS, variants: above });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: "invalid_input",
      field: "variants.2.mrp",
      message: "For Size: M, Pack: 1, the selling price ₹1,200.00 may not exceed the MRP ₹1,100.00",
    });
    expect((await ctx.app.inject({ url: variantsUrl(product.id), headers: { cookie: admin } })).json().variants[2].price).toBe("1000.00");
  });

  it("refuses a SKU another product's variant has, and one SKU given to two variants", async () => {
    const { product, variants } = await productInSixVariants("SKU");
    const other = await productInSixVariants("OTHER");
    const taken = sentBack(variants).map((variant, index) => (index === 3 ? { ...variant, sku: other.variants[0]!.sku } : variant));
    const refused = await put(product.id, { options: OPTIONS, variants: taken });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "duplicate", field: "variants.3.sku", message: "A product with the SKU OTHER-S-1 already exists" });
    const twice = sentBack(variants).map((variant, index) => (index === 4 ? { ...variant, sku: "SKU-S-1" } : variant));
    expect((await put(product.id, { options: OPTIONS, variants: twice })).json()).toMatchObject({ code: "invalid_input", field: "variants.4.sku" });

    const swapped = sentBack(variants).map((variant, index) => ({ ...variant, sku: variants[(index + 1) % 6]!.sku }));
    const swap = await put(product.id, { options: OPTIONS, variants: swapped });
    expect(swap.statusCode, swap.body).toBe(200);
    expect(swap.json().variants[0]).toMatchObject({ id: variants[0]!.id, sku: "SKU-S-3" });
  });

  it("refuses a variant id that is not the product's", async () => {
    const { product, variants } = await productInSixVariants("ALIEN");
    const other = await productInSixVariants("HOST");
    const alien = sentBack(variants).map((variant, index) => (index === 1 ? { ...variant, id: other.variants[1]!.id } : variant));
    const refused = await put(product.id, { options: OPTIONS, variants: alien });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: "invalid_input", field: "variants.1.id", message: `Variant ${other.variants[1]!.id} is not a variant of this product` });
  });

  it("refuses repeated option names and values, and two variants with one choice", async () => {
    const product = await shop.product({ price: 900 });
    const refused = await put(product.id, {
      options: [
        { name: "Size", values: [{ value: "M" }, { value: "m" }] },
        { name: "size", values: [{ value: "1" }] },
      ],
      variants: [
        { options: { Size: "M", size: "1" }, price: "900" },
        { options: { Size: "M", size: "1" }, price: "900" },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues.map((issue: { path: string }) => issue.path)).toEqual(["options.0.values.1.value", "options.1.name", "variants.1.options"]);
  });

  it("keeps at least one variant on sale above ₹0 for a product on sale", async () => {
    const { product, variants } = await productInSixVariants("LIVE");
    const noneOnSale = await put(product.id, { options: OPTIONS, variants: sentBack(variants).map((variant) => ({ ...variant, isActive: false })) });
    expect(noneOnSale.json()).toMatchObject({ code: "invalid_input", field: "variants", message: "A product on sale needs at least one variant on sale" });
    const free = await put(product.id, { options: OPTIONS, variants: sentBack(variants).map((variant, index) => (index === 1 ? { ...variant, price: "0" } : variant)) });
    expect(free.json()).toMatchObject({ code: "invalid_input", field: "variants.1.price" });
  });

  it("answers 400 to a malformed body and 404 for an unknown product", async () => {
    const { product } = await productInSixVariants("BAD");
    const badJson = await ctx.app.inject({ method: "PUT", url: variantsUrl(product.id), headers: { cookie: admin, "content-type": "application/json" }, payload: "{options: [" });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toEqual(expect.any(String));
    for (const body of [{}, { options: "Size", variants: [] }, { options: [], variants: [{ options: {}, price: "abc" }] }, []]) {
      const refused = await put(product.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().code).toBe("invalid_input");
    }
    expect((await put(999_999, { options: [], variants: [{ options: {}, price: "100" }] })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: variantsUrl(999_999), headers: { cookie: admin } })).statusCode).toBe(404);
  });

  it("is for administrators only", async () => {
    const product = await shop.product({ price: 900 });
    const customer = await quickCustomer(db);
    expect((await ctx.app.inject({ url: variantsUrl(product.id) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: variantsUrl(product.id), headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    expect((await put(product.id, { options: [], variants: [{ options: {}, price: "100" }] }, customer.cookie)).statusCode).toBe(403);
  });

  it("lets search find the product by its options' words through the editor, the product form and a duplicate", async () => {
    const { product, variants } = await productInSixVariants("WORDY");
    const found = async (words: string) => {
      const answer = (await ctx.app.inject({ url: `/api/products?search=${encodeURIComponent(words)}` })).json();
      return answer.products.find((entry: { id: number }) => entry.id === product.id);
    };
    const medium = variants.find((variant) => variant.options.Size === "M")!;
    expect(await found("wordy pants medium")).toMatchObject({ matchedVariantId: medium.id });

    const form = { name: "Snug Pants WORDY", slug: product.slug, price: "900", categoryId: shop.category.id, brandId: shop.brand.id, tags: ["cotton"] };
    const saved = await ctx.app.inject({ method: "PUT", url: `/api/admin/products/${product.id}`, headers: { cookie: admin }, payload: form });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await found("snug wordy large")).toMatchObject({ matchedVariantId: variants.find((variant) => variant.options.Size === "L")!.id });
    expect(await found("snug wordy cotton")).toBeDefined();

    const copy = await ctx.app.inject({ method: "POST", url: `/api/admin/products/${product.id}/duplicate`, headers: { cookie: admin } });
    expect(copy.statusCode, copy.body).toBe(201);
    const [copied] = await db.select({ searchTags: products.searchTags }).from(products).where(eq(products.id, copy.json().id));
    expect(copied!.searchTags).toMatch(/\bmedium\b/);

    const small = variants.filter((variant) => variant.options.Size === "S").map((variant) => ({ ...variant, options: { Size: "S" } }));
    const onlySmall = await put(product.id, { options: [{ name: "Size", values: [SIZES[0]] }], variants: sentBack(small.slice(0, 1)) });
    expect(onlySmall.statusCode, onlySmall.body).toBe(200);
    // No size of it is large any more: no variant is named (the search may still list it for its other words).
    expect((await found("snug wordy large"))?.matchedVariantId).toBeUndefined();
    expect(await found("snug wordy small")).toMatchObject({ matchedVariantId: small[0]!.id });
  });

  it("offers a size added in the editor in the category's Size filter at once", async () => {
    const { product, variants } = await productInSixVariants("SIZED");
    const sizesUrl = `/api/products?categoryId=${shop.category.id}&limit=1`;
    expect((await ctx.app.inject({ url: sizesUrl })).json().sizes).toEqual(["S", "M", "L"]);
    const withXl = [...sentBack(variants), { ...sixVariants("SIZED-XL")[0]!, options: { Size: "XL", Pack: "1" } }];
    const options = [{ name: "Size", values: [...SIZES, { value: "XL" }] }, OPTIONS[1]];
    const saved = await put(product.id, { options, variants: withXl });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await ctx.app.inject({ url: sizesUrl })).json().sizes).toEqual(["S", "M", "L", "XL"]);
  });

  it("lets the product form save a product in several variants without touching their prices and stock", async () => {
    const { product, variants } = await productInSixVariants("FORM");
    const form = { name: "Pants renamed", slug: product.slug, price: "1", discountPercentage: "50", sku: "FORM-NEW", stockQuantity: 99, mrp: "2", categoryId: shop.category.id, brandId: shop.brand.id };
    const saved = await ctx.app.inject({ method: "PUT", url: `/api/admin/products/${product.id}`, headers: { cookie: admin }, payload: form });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: "Pants renamed", price: "900.00", salePrice: null, stockQuantity: 36, mrp: "1000.00", variantCount: 6 });
    const after = (await ctx.app.inject({ url: variantsUrl(product.id), headers: { cookie: admin } })).json();
    expect(after.variants).toEqual(variants);
  });
});
