import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickCustomer } from "../../test/accounts";
import { createBrand, createCategory } from "../../test/factories";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let admin: string;
let ids: { category: number; brand: number };

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  admin = (await quickCustomer(db, { isAdmin: true })).cookie;
  ids = { category: (await createCategory(db, { name: "Diapering" })).id, brand: (await createBrand(db, { name: "Himalaya" })).id };
});
afterAll(() => ctx?.close());

const send = (method: "GET" | "POST" | "PUT", url: string, payload?: object) => ctx.app.inject({ method, url, payload, headers: { cookie: admin } });

const declarations = {
  mrp: "599",
  netQuantity: "50",
  netQuantityUnit: "g",
  countryOfOrigin: "India",
  makerRole: "manufacturer",
  makerName: "Sunrise Hygiene Products Pvt. Ltd.",
  makerAddress: "Plot 12, MIDC Ranjangaon,\nPune, Maharashtra 412220",
  bestBeforeMonths: 36,
};

const form = (slug: string, overrides: Record<string, unknown> = {}) => ({
  name: `Diaper Rash Cream ${slug}`,
  slug,
  price: "499",
  discountPercentage: "0",
  stockQuantity: 5,
  categoryId: ids.category,
  brandId: ids.brand,
  images: [],
  videos: [],
  tags: [],
  isActive: true,
  isFeatured: false,
  ...overrides,
});

const REFUSAL = "The selling price ₹549.00 may not exceed the MRP ₹499.00";

describe("the MRP", () => {
  it("refuses a new product whose sale price is above the MRP, with 400 naming mrp and both amounts", async () => {
    // ₹610 less 10% is ₹549: above an MRP of ₹499.
    const response = await send("POST", "/api/admin/products", form("cream-above-mrp", { price: "610", discountPercentage: "10", mrp: "499" }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_input", field: "mrp", message: REFUSAL });
    expect((await send("GET", "/api/admin/products?search=cream-above-mrp")).json().total).toBe(0);
  });

  it("refuses a price above the MRP without a sale, and takes a selling price equal to it", async () => {
    const above = await send("POST", "/api/admin/products", form("cream-price-above", { price: "549", mrp: "499" }));
    expect(above.json()).toMatchObject({ field: "mrp", message: REFUSAL });
    const equal = await send("POST", "/api/admin/products", form("cream-at-mrp", { price: "499", mrp: "499.00" }));
    expect(equal.statusCode, equal.body).toBe(201);
    // A price above the MRP is fine while the sale price is within it.
    const saleWithin = await send("POST", "/api/admin/products", form("cream-sale-within", { price: "550", discountPercentage: "10", mrp: "499" }));
    expect(saleWithin.statusCode, saleWithin.body).toBe(201);
    expect(saleWithin.json()).toMatchObject({ price: "550.00", salePrice: "495.00", mrp: "499.00" });
  });

  it("refuses an update that sets an MRP below the selling price", async () => {
    const created = (await send("POST", "/api/admin/products", form("cream-update-mrp", { price: "549" }))).json();
    const response = await send("PUT", `/api/admin/products/${created.id}`, form("cream-update-mrp", { price: "549", mrp: "499" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_input", field: "mrp", message: REFUSAL });
  });

  it("refuses a price change or a smaller discount that would pass the MRP the product already has", async () => {
    const created = (await send("POST", "/api/admin/products", form("cream-price-change", { price: "610", discountPercentage: "20", mrp: "499" }))).json();
    expect(created).toMatchObject({ salePrice: "488.00", mrp: "499.00" });
    // The edit leaves the MRP out: the one the product has still holds.
    const dearer = await send("PUT", `/api/admin/products/${created.id}`, form("cream-price-change", { price: "700", discountPercentage: "20" }));
    expect(dearer.statusCode).toBe(400);
    expect(dearer.json()).toMatchObject({ field: "mrp", message: "The selling price ₹560.00 may not exceed the MRP ₹499.00" });
    const smallerDiscount = await send("PUT", `/api/admin/products/${created.id}`, form("cream-price-change", { price: "610", discountPercentage: "10" }));
    expect(smallerDiscount.json()).toMatchObject({ field: "mrp", message: REFUSAL });
    const noDiscount = await send("PUT", `/api/admin/products/${created.id}`, form("cream-price-change", { price: "610", discountPercentage: "0" }));
    expect(noDiscount.json()).toMatchObject({ field: "mrp" });
    // Clearing the MRP lifts the limit.
    const cleared = await send("PUT", `/api/admin/products/${created.id}`, form("cream-price-change", { price: "610", discountPercentage: "0", mrp: "" }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ price: "610.00", salePrice: null, mrp: null });
  });

  it("refuses a bulk row above its MRP, naming the row, and creates none of the rows", async () => {
    const response = await send("POST", "/api/admin/products/bulk", {
      products: [form("bulk-cream-one", { mrp: "599" }), form("bulk-cream-two", { price: "549", mrp: "499" })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_input", field: "products.1.mrp", message: REFUSAL });
    expect((await send("GET", "/api/admin/products?search=bulk-cream")).json().total).toBe(0);
    const fine = await send("POST", "/api/admin/products/bulk", { products: [form("bulk-cream-three", declarations)] });
    expect(fine.statusCode, fine.body).toBe(201);
    expect(fine.json().products[0]).toMatchObject({ mrp: "599.00", netQuantity: "50", netQuantityUnit: "g", bestBeforeMonths: 36 });
  });

  it("refuses an MRP that is no amount above ₹0", async () => {
    for (const mrp of ["0", "-5", "abc", "499.999", "10000000.01"]) {
      const response = await send("POST", "/api/admin/products", form(`bad-mrp-${mrp.length}`, { mrp }));
      expect(response.statusCode, mrp).toBe(400);
      expect(response.json(), mrp).toMatchObject({ code: "invalid_input", field: "mrp" });
    }
  });
});

describe("the declarations", () => {
  it("round-trip through the back office and the product page, and the list carries the MRP only", async () => {
    const created = await send("POST", "/api/admin/products", form("cream-declared", { ...declarations, discountPercentage: "10" }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ ...declarations, mrp: "599.00", salePrice: "449.10" });

    const page = (await ctx.app.inject({ url: "/api/products/cream-declared" })).json();
    expect(page).toMatchObject({ price: "499.00", salePrice: "449.10", mrp: "599.00" });
    expect(page.declarations).toEqual({
      netQuantity: "50",
      netQuantityUnit: "g",
      countryOfOrigin: "India",
      makerRole: "manufacturer",
      makerName: "Sunrise Hygiene Products Pvt. Ltd.",
      makerAddress: "Plot 12, MIDC Ranjangaon,\nPune, Maharashtra 412220",
      bestBeforeMonths: 36,
    });

    const listed = (await ctx.app.inject({ url: "/api/products?search=declared" })).json().products;
    const item = listed.find((product: { slug: string }) => product.slug === "cream-declared");
    expect(item).toMatchObject({ mrp: "599.00" });
    expect(item).not.toHaveProperty("declarations");
  });

  it("keeps the declarations an edit leaves out, and clears a group with one empty field", async () => {
    const { id } = (await send("POST", "/api/admin/products", form("cream-kept", declarations))).json();
    const kept = await send("PUT", `/api/admin/products/${id}`, form("cream-kept", { price: "450" }));
    expect(kept.json()).toMatchObject({ price: "450.00", ...declarations, mrp: "599.00" });

    const cleared = await send("PUT", `/api/admin/products/${id}`, form("cream-kept", { price: "450", netQuantity: "", makerName: null, bestBeforeMonths: "" }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ netQuantity: null, netQuantityUnit: null, makerRole: null, makerName: null, makerAddress: null, bestBeforeMonths: null, mrp: "599.00", countryOfOrigin: "India" });
    const page = (await ctx.app.inject({ url: "/api/products/cream-kept" })).json();
    expect(page.declarations).toMatchObject({ netQuantity: null, makerName: null, bestBeforeMonths: null, countryOfOrigin: "India" });
  });

  it("takes a product without any declaration, as before", async () => {
    const response = await send("POST", "/api/admin/products", form("cream-bare"));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ mrp: null, netQuantity: null, countryOfOrigin: null, makerRole: null, bestBeforeMonths: null });
    const page = (await ctx.app.inject({ url: "/api/products/cream-bare" })).json();
    expect(page.mrp).toBeNull();
    expect(Object.values(page.declarations).every((value) => value === null)).toBe(true);
  });

  it("refuses declarations that do not go together or are out of range, naming the field", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ netQuantity: "50" }, "netQuantityUnit"],
      [{ netQuantityUnit: "ml" }, "netQuantity"],
      [{ netQuantity: "0", netQuantityUnit: "ml" }, "netQuantity"],
      [{ netQuantity: "1.2345", netQuantityUnit: "ml" }, "netQuantity"],
      [{ netQuantity: "5", netQuantityUnit: "litres" }, "netQuantityUnit"],
      [{ makerName: "Sunrise Hygiene", makerAddress: "Pune" }, "makerRole"],
      [{ makerRole: "importer", makerAddress: "Pune" }, "makerName"],
      [{ makerRole: "packer", makerName: "Sunrise Hygiene" }, "makerAddress"],
      [{ makerRole: "distributor", makerName: "A", makerAddress: "B" }, "makerRole"],
      [{ countryOfOrigin: "x".repeat(61) }, "countryOfOrigin"],
      [{ countryOfOrigin: "In\u0000dia" }, "countryOfOrigin"],
      [{ makerName: "x".repeat(201), makerRole: "packer", makerAddress: "Pune" }, "makerName"],
      [{ bestBeforeMonths: 0 }, "bestBeforeMonths"],
      [{ bestBeforeMonths: 121 }, "bestBeforeMonths"],
      [{ bestBeforeMonths: 2.5 }, "bestBeforeMonths"],
    ];
    for (const [overrides, field] of cases) {
      const response = await send("POST", "/api/admin/products", form("cream-refused", overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().field, JSON.stringify(overrides)).toBe(field);
    }
  });
});

describe("the MRP with prices that exclude GST (PRICES_INCLUDE_GST=false)", () => {
  let added: TestContext;
  let cookie: string;
  let category: { id: number };
  let brand: { id: number };
  beforeAll(async () => {
    added = await createTestApp({ PRICES_INCLUDE_GST: "false" });
    cookie = (await quickCustomer(added.database.db, { isAdmin: true })).cookie;
    category = await createCategory(added.database.db, { name: "Bath", gstRate: 5 });
    brand = await createBrand(added.database.db, { name: "Johnson's" });
  });
  afterAll(() => added?.close());

  const sendAdded = (method: "POST" | "PUT", url: string, payload: object) => added.app.inject({ method, url, payload, headers: { cookie } });
  const washForm = (slug: string, overrides: Record<string, unknown> = {}) => ({ ...form(slug), categoryId: category.id, brandId: brand.id, name: `Baby Body Wash ${slug}`, ...overrides });

  it("refuses a price whose GST takes it above the MRP, naming what the parent would pay", async () => {
    const response = await sendAdded("POST", "/api/admin/products", washForm("wash-above", { price: "849", mrp: "909", gstRate: 18 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_input", field: "mrp", message: "The selling price ₹849.00 with 18% GST is ₹1,001.82, above the MRP ₹909.00" });
    // At the category's 5% the same price costs ₹891.45: within the MRP.
    const within = await sendAdded("POST", "/api/admin/products", washForm("wash-within", { price: "849", mrp: "909" }));
    expect(within.statusCode, within.body).toBe(201);
  });

  it("refuses a rate of the product's own, or a bulk row, that takes it above the MRP", async () => {
    const created = (await sendAdded("POST", "/api/admin/products", washForm("wash-rate", { price: "849", mrp: "909" }))).json();
    const dearer = await sendAdded("PUT", `/api/admin/products/${created.id}`, washForm("wash-rate", { price: "849", mrp: "909", gstRate: 18 }));
    expect(dearer.json()).toMatchObject({ field: "mrp" });
    const bulk = await sendAdded("POST", "/api/admin/products/bulk", { products: [washForm("wash-bulk", { price: "800", mrp: "909", gstRate: 18 })] });
    expect(bulk.json()).toMatchObject({ code: "invalid_input", field: "products.0.mrp" });
  });

  it("holds each variant, GST added, to its own MRP: in the variants' editor, and at a new rate of the product or its category", async () => {
    const own = await createCategory(added.database.db, { name: "Bath Sets", gstRate: 5 });
    const product = (await sendAdded("POST", "/api/admin/products", washForm("wash-sizes", { price: "300", mrp: "400", categoryId: own.id }))).json();
    const sizes = (dearer: string) => ({
      options: [{ name: "Size", values: [{ value: "200 ml" }, { value: "500 ml" }] }],
      variants: [
        { options: { Size: "200 ml" }, price: "300", mrp: "400" },
        { options: { Size: "500 ml" }, price: dearer, mrp: "909" },
      ],
    });
    const above = await sendAdded("PUT", `/api/admin/products/${product.id}/variants`, sizes("880"));
    expect(above.json()).toMatchObject({ field: "variants.1.mrp", message: "For Size: 500 ml, the selling price ₹880.00 with 5% GST is ₹924.00, above the MRP ₹909.00" });
    expect((await sendAdded("PUT", `/api/admin/products/${product.id}/variants`, sizes("849"))).statusCode).toBe(200);

    // At 18% the 200 ml (₹354.00) stays within its MRP, the 500 ml (₹1,001.82) would not.
    const dearerRate = await sendAdded("PUT", `/api/admin/products/${product.id}`, washForm("wash-sizes", { price: "300", mrp: "400", categoryId: own.id, gstRate: 18 }));
    expect(dearerRate.json()).toMatchObject({ field: "gstRate", message: "For Size: 500 ml, the selling price ₹849.00 with 18% GST is ₹1,001.82, above the MRP ₹909.00" });
    const categoryRate = await sendAdded("PUT", `/api/admin/categories/${own.id}/tax`, { hsnCode: "3401", gstRate: 18 });
    expect(categoryRate.json()).toMatchObject({ field: "gstRate", message: expect.stringContaining("Baby Body Wash wash-sizes") });
  });

  it("refuses a category rate that would take its products above their MRP, naming them, and keeps the rate", async () => {
    const own = await createCategory(added.database.db, { name: "Bath Toys", gstRate: 5 });
    const created = await sendAdded("POST", "/api/admin/products", washForm("wash-category", { price: "849", mrp: "909", categoryId: own.id }));
    expect(created.statusCode, created.body).toBe(201);
    const raised = await sendAdded("PUT", `/api/admin/categories/${own.id}/tax`, { hsnCode: "3401", gstRate: 18 });
    expect(raised.statusCode).toBe(400);
    expect(raised.json()).toMatchObject({ field: "gstRate", message: expect.stringContaining("Baby Body Wash wash-category") });
    const categories = (await added.app.inject({ url: "/api/admin/categories", headers: { cookie } })).json();
    expect(categories.find((entry: { id: number }) => entry.id === own.id)).toMatchObject({ gstRate: 5 });
  });
});
