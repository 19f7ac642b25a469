import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines } from "../../db/schema/orders";
import { quickCustomer } from "../../test/accounts";
import { createBrand, createCategory, createSubcategory } from "../../test/factories";
import { codOrder } from "../../test/shop-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let admin: string;
let ids: { category: number; otherCategory: number; subcategory: number; brand: number };

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  admin = (await quickCustomer(db, { isAdmin: true })).cookie;
  const category = await createCategory(db, { name: "Baby Gear" });
  const otherCategory = await createCategory(db, { name: "Toys" });
  const subcategory = await createSubcategory(db, category.id, { name: "Strollers" });
  const brand = await createBrand(db, { name: "R for Rabbit" });
  ids = { category: category.id, otherCategory: otherCategory.id, subcategory: subcategory.id, brand: brand.id };
});
afterAll(() => ctx?.close());

const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => ctx.app.inject({ method, url, payload, headers: { cookie: admin } });

/** A draft is nowhere a shopper looks: lists, search, suggestions, its page (404), the sitemap, the cart. */
async function expectHiddenFromShoppers(product: { id: number; slug: string; name: string }) {
  const shopper = await quickCustomer(ctx.database.db);
  const words = encodeURIComponent(product.name);
  expect((await ctx.app.inject({ url: `/api/products/${product.slug}` })).statusCode).toBe(404);
  const lists = [`/api/products?search=${words}`, `/api/products?categoryId=${ids.category}&limit=100`, "/api/products?limit=100&sortBy=createdAt&sortOrder=desc"];
  for (const url of lists) expect((await ctx.app.inject({ url })).json().products.map((p: { id: number }) => p.id), url).not.toContain(product.id);
  expect((await ctx.app.inject({ url: "/sitemap.xml" })).body).not.toContain(product.slug);
  const added = await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie: shopper.cookie }, payload: { productId: product.id, quantity: 1 } });
  expect(added.statusCode).toBeGreaterThanOrEqual(400);
}
const form = (overrides: Record<string, unknown> = {}) => ({
  name: "Lightweight Travel Stroller",
  slug: "lightweight-travel-stroller",
  price: "12999",
  discountPercentage: "15",
  salePrice: "ignored",
  sku: "RFR-STR-01",
  stockQuantity: 7,
  size: "One Size",
  categoryId: ids.category,
  subcategoryId: ids.subcategory,
  brandId: ids.brand,
  images: ["/public-objects/products/a.jpg", "/public-objects/products/b.jpg"],
  videos: [],
  tags: ["travel", "compact"],
  isActive: true,
  isFeatured: false,
  ...overrides,
});

describe("admin products", () => {
  it("creates a product, computing the sale price and the main image, and it reaches the storefront", async () => {
    const response = await send("POST", "/api/admin/products", form());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ price: "12999.00", salePrice: "11049.15", discountPercentage: "15.00", imageUrl: "/public-objects/products/a.jpg", isActive: true, subcategory: { name: "Strollers" } });
    const shop = (await ctx.app.inject({ url: "/api/products?search=travel%20stroller" })).json();
    expect(shop.products.map((p: { slug: string }) => p.slug)).toContain("lightweight-travel-stroller");
  });

  it("generates the slug from the name when none is given", async () => {
    const response = await send("POST", "/api/admin/products", form({ name: "Rabbit Baby Carrier (4-in-1)!", slug: "", sku: "RFR-CAR-01" }));
    expect(response.json().slug).toBe("rabbit-baby-carrier-4-in-1");
  });

  it("refuses a slug or SKU already in use with 409 naming the field", async () => {
    const slug = await send("POST", "/api/admin/products", form({ sku: "OTHER-SKU" }));
    expect(slug.statusCode).toBe(409);
    expect(slug.json()).toMatchObject({ code: "duplicate", field: "slug" });
    const sku = await send("POST", "/api/admin/products", form({ slug: "another-slug" }));
    expect(sku.json()).toMatchObject({ code: "duplicate", field: "sku" });
  });

  it("duplicates a product as a draft no shopper sees, until it is published", async () => {
    const original = (await send("POST", "/api/admin/products", form({ name: "Cabin Stroller", slug: "cabin-stroller", sku: "RFR-CAB", isFeatured: true }))).json();
    const response = await send("POST", `/api/admin/products/${original.id}/duplicate`);
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({ name: "Cabin Stroller (Copy)", sku: "RFR-CAB-COPY", slug: expect.stringMatching(/^cabin-stroller-copy-\d+$/), isActive: false, isFeatured: false, stockQuantity: 0, price: original.price });
    await expectHiddenFromShoppers(copy);
    expect((await send("POST", "/api/admin/products/999999/duplicate")).statusCode).toBe(404);

    const published = await send("POST", `/api/admin/products/${copy.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ id: copy.id, isActive: true });
    expect((await ctx.app.inject({ url: `/api/products/${copy.slug}` })).statusCode).toBe(200);
  });

  it("refuses to publish a product priced at ₹0, or one that does not exist", async () => {
    const free = (await send("POST", "/api/admin/products", form({ name: "Free Sample", slug: "free-sample", sku: "FREE-1", price: "0", discountPercentage: "0", isActive: false }))).json();
    const refused = await send("POST", `/api/admin/products/${free.id}/publish`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "invalid_input", field: "price" });
    expect((await send("POST", "/api/admin/products/999999/publish")).statusCode).toBe(404);
  });

  it("updates a product, keeping its slug unless changed, and clears the sale price with the discount", async () => {
    const created = (await send("POST", "/api/admin/products", form({ name: "Pram", slug: "pram", sku: "RFR-PRAM" }))).json();
    const response = await send("PUT", `/api/admin/products/${created.id}`, form({ name: "Pram Deluxe", slug: "pram", sku: "RFR-PRAM", discountPercentage: "0", isActive: false }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: "Pram Deluxe", slug: "pram", salePrice: null, isActive: false });
    const list = (await send("GET", "/api/admin/products?search=pram")).json();
    expect(list.products.map((p: { isActive: boolean }) => p.isActive)).toContain(false);
    expect((await send("PUT", "/api/admin/products/999999", form())).statusCode).toBe(404);
  });

  it("validates the form with the specification's messages", async () => {
    const response = await send("POST", "/api/admin/products", { name: "", price: "", stockQuantity: -1 });
    expect(response.statusCode).toBe(400);
    const messages = response.json().issues.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual(expect.arrayContaining(["Product name is required", "Price is required", "Stock quantity must be non-negative", "Category is required", "Brand is required"]));
    expect((await send("POST", "/api/admin/products", form({ discountPercentage: "120", slug: "x-1", sku: "X-1" }))).json()).toMatchObject({ field: "discountPercentage" });
    const wrongSubcategory = await send("POST", "/api/admin/products", form({ categoryId: ids.otherCategory, slug: "x-2", sku: "X-2" }));
    expect(wrongSubcategory.json()).toMatchObject({ code: "invalid_input", field: "subcategoryId" });
  });

  it("refuses a stock that is not a whole number with 400 naming the field, on create, edit and bulk add", async () => {
    for (const stockQuantity of ["abc", "lots", "12abc", "1e3", "0x10", "2.5", true]) {
      const created = await send("POST", "/api/admin/products", form({ stockQuantity, slug: "x-3", sku: "X-3" }));
      expect(created.statusCode, `${stockQuantity}: ${created.body}`).toBe(400);
      expect(created.json(), String(stockQuantity)).toMatchObject({ code: "invalid_input", field: "stockQuantity", message: "stockQuantity: Stock quantity must be a whole number" });
    }
    const product = (await send("POST", "/api/admin/products", form({ stockQuantity: " 12 ", slug: "x-4", sku: "X-4" }))).json();
    expect(product.stockQuantity).toBe(12);
    const edited = await send("PUT", `/api/admin/products/${product.id}`, form({ stockQuantity: "abc", slug: "x-4", sku: "X-4" }));
    expect(edited.json()).toMatchObject({ code: "invalid_input", field: "stockQuantity" });
    expect((await send("GET", "/api/admin/products?search=x-4")).json().products[0]?.stockQuantity ?? product.stockQuantity).toBe(12);
    const bulk = await send("POST", "/api/admin/products/bulk", { products: [form({ slug: "x-5", sku: "X-5" }), form({ slug: "x-6", sku: "X-6", stockQuantity: "abc" })] });
    expect(bulk.json()).toMatchObject({ code: "invalid_input", field: "products.1.stockQuantity" });
    expect((await send("POST", "/api/admin/products", form({ stockQuantity: "", slug: "x-7", sku: "X-7" }))).json().stockQuantity).toBe(0);
  });

  it("refuses a discount that gives the product away with 400 naming the field, on create, edit, bulk add and publish", async () => {
    const free = await send("POST", "/api/admin/products", form({ discountPercentage: "100", slug: "free-stroller", sku: "FREE-STR" }));
    expect(free.statusCode, free.body).toBe(400);
    expect(free.json()).toMatchObject({ code: "invalid_input", field: "discountPercentage", message: "discountPercentage: Discount must be below 100%: a product cannot be given away" });
    expect((await send("POST", "/api/admin/products", form({ discountPercentage: 100, isActive: false, slug: "free-stroller", sku: "FREE-STR" }))).json()).toMatchObject({ field: "discountPercentage" });
    // A discount below 100% that still rounds the price to ₹0.00.
    const roundedAway = await send("POST", "/api/admin/products", form({ price: "0.01", discountPercentage: "60", slug: "free-stroller", sku: "FREE-STR" }));
    expect(roundedAway.json()).toMatchObject({ code: "invalid_input", field: "discountPercentage", message: "discountPercentage: An active product needs a price above ₹0 after its discount" });
    const product = (await send("POST", "/api/admin/products", form({ discountPercentage: "99.99", slug: "nearly-free", sku: "NEARLY-FREE" }))).json();
    expect(product.salePrice).toBe("1.30");
    const edited = await send("PUT", `/api/admin/products/${product.id}`, form({ discountPercentage: "100.00", slug: "nearly-free", sku: "NEARLY-FREE" }));
    expect(edited.json()).toMatchObject({ code: "invalid_input", field: "discountPercentage" });
    const bulk = await send("POST", "/api/admin/products/bulk", { products: [form({ slug: "x-8", sku: "X-8" }), form({ slug: "x-9", sku: "X-9", discountPercentage: "100" })] });
    expect(bulk.json()).toMatchObject({ code: "invalid_input", field: "products.1.discountPercentage" });
    // A draft whose discount leaves nothing to pay is not put on sale.
    const draft = (await send("POST", "/api/admin/products", form({ price: "0.01", discountPercentage: "60", isActive: false, slug: "penny-draft", sku: "PENNY" }))).json();
    expect(draft.salePrice).toBe("0.00");
    const published = await send("POST", `/api/admin/products/${draft.id}/publish`);
    expect(published.json()).toMatchObject({ code: "invalid_input", field: "discountPercentage", message: "An active product needs a price above ₹0 after its discount" });
  });

  it("accepts a price up to ₹1,00,00,000 and refuses anything above it with 400 naming price", async () => {
    const top = await send("POST", "/api/admin/products", form({ name: "Heirloom Cradle", slug: "heirloom-cradle", sku: "RFR-CRADLE", price: "10000000", discountPercentage: "0" }));
    expect(top.statusCode, top.body).toBe(201);
    expect(top.json()).toMatchObject({ price: "10000000.00", salePrice: null });
    for (const price of ["10000000.01", "21474836.48", "99999999999", 1e21, "1e30"]) {
      const response = await send("POST", "/api/admin/products", form({ slug: "too-dear", sku: "TOO-DEAR", price }));
      expect(response.statusCode, `${price}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ code: "invalid_input", field: "price" });
    }
    const update = await send("PUT", `/api/admin/products/${top.json().id}`, form({ slug: "heirloom-cradle", sku: "RFR-CRADLE", price: "10000001" }));
    expect(update.json()).toMatchObject({ field: "price", message: "price: Price must be at most ₹1,00,00,000.00" });
  });

  it("refuses a ₹0 price for an active product, and keeps it for an inactive draft", async () => {
    const active = await send("POST", "/api/admin/products", form({ slug: "free-rattle", sku: "FREE-RATTLE", price: "0.00" }));
    expect(active.statusCode).toBe(400);
    expect(active.json()).toMatchObject({ code: "invalid_input", field: "price", message: "price: An active product needs a price above ₹0" });
    const draft = await send("POST", "/api/admin/products", form({ slug: "free-rattle", sku: "FREE-RATTLE", price: "0", isActive: false }));
    expect(draft.statusCode, draft.body).toBe(201);
    const publish = await send("PUT", `/api/admin/products/${draft.json().id}`, form({ slug: "free-rattle", sku: "FREE-RATTLE", price: 0, isActive: true }));
    expect(publish.json()).toMatchObject({ code: "invalid_input", field: "price" });
    const bulk = await send("POST", "/api/admin/products/bulk", { products: [form({ slug: "paid-rattle", sku: "PAID-RATTLE" }), form({ slug: "free-rattle-2", sku: "FREE-RATTLE-2", price: "0" })] });
    expect(bulk.json()).toMatchObject({ code: "invalid_input", field: "products.1.price", message: "products.1.price: An active product needs a price above ₹0" });
  });

  it("deletes a product while the orders that hold it stay whole", async () => {
    const product = (await send("POST", "/api/admin/products", form({ name: "Rocker", slug: "rocker", sku: "RFR-ROCK", price: "1000", discountPercentage: "0" }))).json();
    const customer = await quickCustomer(ctx.database.db);
    const placed = await ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: customer.cookie }, payload: codOrder([{ productId: product.id, quantity: 1 }], "1000.00") });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await send("DELETE", `/api/admin/products/${product.id}`)).statusCode).toBe(204);
    expect((await send("DELETE", `/api/admin/products/${product.id}`)).statusCode).toBe(404);
    const order = (await ctx.app.inject({ url: `/api/orders/${placed.json().order.id}`, headers: { cookie: customer.cookie } })).json();
    expect(order.orderItems[0]).toMatchObject({ productId: null, price: "1000.00", product: { name: "Rocker" } });
    expect(await ctx.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id))).toHaveLength(1);
  });
});

describe("bulk creation", () => {
  const row = (name: string, overrides: Record<string, unknown> = {}) => ({ name, price: "499", categoryId: ids.category, brandId: ids.brand, stockQuantity: 3, isActive: true, isFeatured: false, images: [], videos: [], ...overrides });

  it("creates every row with a slug from its name, as a draft no shopper sees", async () => {
    const response = await send("POST", "/api/admin/products/bulk", { products: [row("Bulk Bib One"), row("Bulk Bib Two", { isFeatured: true })] });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().created).toBe(2);
    const created = response.json().products as Array<{ id: number; slug: string; name: string; isActive: boolean; isFeatured: boolean }>;
    expect(created.map((p) => p.slug).sort()).toEqual(["bulk-bib-one", "bulk-bib-two"]);
    expect(created.map((p) => [p.isActive, p.isFeatured])).toEqual([[false, false], [false, false]]);
    for (const product of created) await expectHiddenFromShoppers(product);
  });

  it("creates nothing when one row is bad, naming it", async () => {
    const bad = await send("POST", "/api/admin/products/bulk", { products: [row("Bulk Cup One"), row("Bulk Cup Two", { price: "abc" })] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("products.1.price");
    const unknownBrand = await send("POST", "/api/admin/products/bulk", { products: [row("Bulk Cup Three"), row("Bulk Cup Four", { brandId: 99999 })] });
    expect(unknownBrand.json()).toMatchObject({ field: "products.1.brandId", message: "unknown brand 99999" });
    const unknownCategory = await send("POST", "/api/admin/products/bulk", { products: [row("Bulk Cup Five", { categoryId: "9999" }), row("Bulk Cup Six")] });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json()).toMatchObject({ code: "invalid_input", field: "products.0.categoryId", message: "unknown category 9999" });
    expect((await send("GET", "/api/admin/products?search=bulk%20cup")).json().total).toBe(0);
  });

  it("refuses a duplicate slug, in the batch or in the shop", async () => {
    const inBatch = await send("POST", "/api/admin/products/bulk", { products: [row("Twin Spoon"), row("Twin Spoon")] });
    expect(inBatch.json()).toMatchObject({ code: "duplicate", field: "products.1.slug" });
    const existing = await send("POST", "/api/admin/products/bulk", { products: [row("Fresh Row"), row("Bulk Bib One")] });
    expect(existing.json()).toMatchObject({ code: "duplicate", field: "products.1.slug" });
    expect((await send("GET", "/api/admin/products?search=fresh%20row")).json().total).toBe(0);
  });
});

describe("GST of products and categories", () => {
  it("saves a product's HSN code and rate, keeps them when an edit leaves them out, and clears them back to the category's", async () => {
    const created = await send("POST", "/api/admin/products", form({ slug: "gst-stroller", sku: "GST-1", hsnCode: "8715", gstRate: 5 }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ hsnCode: "8715", gstRate: 5 });

    const edited = await send("PUT", `/api/admin/products/${id}`, form({ slug: "gst-stroller", sku: "GST-1", price: "11999" }));
    expect(edited.json()).toMatchObject({ price: "11999.00", hsnCode: "8715", gstRate: 5 });

    const cleared = await send("PUT", `/api/admin/products/${id}`, form({ slug: "gst-stroller", sku: "GST-1", hsnCode: "", gstRate: null }));
    expect(cleared.json()).toMatchObject({ hsnCode: null, gstRate: null });
    const listed = (await send("GET", `/api/admin/products?search=gst-stroller`)).json();
    expect(listed.products[0]).toMatchObject({ id, hsnCode: null, gstRate: null });
  });

  it("refuses a rate that is no GST slab and an HSN code that is not 4, 6 or 8 digits, naming the field", async () => {
    for (const [field, value] of [
      ["gstRate", 12],
      ["gstRate", "18"],
      ["gstRate", -5],
      ["hsnCode", "961"],
      ["hsnCode", "96190A"],
      ["hsnCode", "123456789"],
    ] as const) {
      const response = await send("POST", "/api/admin/products", form({ slug: "bad-gst", sku: null, [field]: value }));
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(response.json(), `${field}=${value}`).toMatchObject({ field });
    }
  });

  it("lists the categories' tax defaults and changes them", async () => {
    const changed = await send("PUT", `/api/admin/categories/${ids.otherCategory}/tax`, { hsnCode: "9503", gstRate: 5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ id: ids.otherCategory, name: "Toys", slug: expect.any(String), hsnCode: "9503", gstRate: 5 });
    const listed = (await send("GET", "/api/admin/categories")).json();
    expect(listed.find((category: { id: number }) => category.id === ids.otherCategory)).toMatchObject({ hsnCode: "9503", gstRate: 5 });

    const reset = await send("PUT", `/api/admin/categories/${ids.otherCategory}/tax`, { hsnCode: "", gstRate: null });
    expect(reset.json()).toMatchObject({ hsnCode: null, gstRate: null });
  });

  it("refuses bad category tax settings and an unknown category", async () => {
    expect((await send("PUT", `/api/admin/categories/${ids.otherCategory}/tax`, { hsnCode: "9503", gstRate: 28 })).statusCode).toBe(400);
    expect((await send("PUT", `/api/admin/categories/${ids.otherCategory}/tax`, { hsnCode: "95", gstRate: 5 })).statusCode).toBe(400);
    expect((await send("PUT", `/api/admin/categories/${ids.otherCategory}/tax`, { gstRate: 5 })).statusCode).toBe(400);
    expect((await send("PUT", `/api/admin/categories/${ids.otherCategory}/tax`, { hsnCode: null, gstRate: 5, extra: 1 })).statusCode).toBe(400);
    expect((await send("PUT", "/api/admin/categories/999999/tax", { hsnCode: null, gstRate: 5 })).statusCode).toBe(404);
  });
});
