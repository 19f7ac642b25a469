import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE } from "@shared/schemas/text";
import { newCustomer, quickCustomer } from "../test/accounts";
import { catalogueFixture, codOrder, deliveryAddress } from "../test/shop-fixtures";
import { createTestApp, GST_ADDED, type TestContext } from "../test/test-app";

const NUL = "\u0000";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
let customer: string;
let admin: string;
let product: Awaited<ReturnType<typeof shop.product>>;

beforeAll(async () => {
  ctx = await createTestApp(GST_ADDED);
  const db = ctx.database.db;
  shop = await catalogueFixture(db);
  customer = (await quickCustomer(db)).cookie;
  admin = (await quickCustomer(db, { isAdmin: true })).cookie;
  product = await shop.product({ name: "Muslin Swaddle", price: 1000, stockQuantity: 50 });
  await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie: customer }, payload: { productId: product.id, quantity: 1 } });
});
afterAll(() => ctx?.close());

const productForm = (overrides: Record<string, unknown> = {}) => ({
  name: "Organic Cotton Romper",
  price: "799",
  stockQuantity: 4,
  categoryId: shop.category.id,
  brandId: shop.brand.id,
  ...overrides,
});
const contactMessage = { name: "Asha Verma", email: "asha@example.in", phone: "9876543210", subject: "Delivery", message: "Where is my parcel, please?" };

interface Case {
  name: string;
  request: () => InjectOptions;
  field: string;
}

/** One request per endpoint that used to answer 500 for a NUL byte, with the field it must name. */
const cases: Case[] = [
  { name: "sign-up", request: () => ({ method: "POST", url: "/api/register", payload: newCustomer({ firstName: `As${NUL}ha` }) }), field: "firstName" },
  { name: "profile", request: () => ({ method: "PUT", url: "/api/profile", headers: { cookie: customer }, payload: { firstName: "Asha", lastName: `Ver${NUL}ma`, phoneNumber: "9876543210" } }), field: "lastName" },
  { name: "contact form", request: () => ({ method: "POST", url: "/api/contact", payload: { ...contactMessage, subject: `Deli${NUL}very` } }), field: "subject" },
  {
    name: "cash-on-delivery order",
    request: () => ({ method: "POST", url: "/api/orders", headers: { cookie: customer }, payload: codOrder([{ productId: product.id, quantity: 1 }], "1180.00", { notes: `Ring${NUL}twice` }) }),
    field: "orderData.notes",
  },
  {
    name: "online order",
    request: () => ({
      method: "POST",
      url: "/api/payment/create-order",
      headers: { cookie: customer },
      payload: { amount: "1180.00", orderData: { shippingAddress: { ...deliveryAddress, city: `Jai${NUL}pur` } } },
    }),
    field: "orderData.shippingAddress.city",
  },
  {
    name: "payment verification",
    request: () => ({ method: "POST", url: "/api/payment/verify", headers: { cookie: customer }, payload: { razorpay_order_id: `order_${NUL}`, razorpay_payment_id: "pay_1", razorpay_signature: "abc" } }),
    field: "razorpay_order_id",
  },
  { name: "new product", request: () => ({ method: "POST", url: "/api/admin/products", headers: { cookie: admin }, payload: productForm({ name: `Romper${NUL}` }) }), field: "name" },
  {
    name: "product update",
    request: () => ({ method: "PUT", url: `/api/admin/products/${product.id}`, headers: { cookie: admin }, payload: productForm({ description: `Soft${NUL}cotton` }) }),
    field: "description",
  },
  {
    name: "bulk products",
    request: () => ({ method: "POST", url: "/api/admin/products/bulk", headers: { cookie: admin }, payload: { products: [productForm({ tags: ["soft", `cot${NUL}ton`] })] } }),
    field: "products.0.tags.1",
  },
  { name: "product search", request: () => ({ method: "GET", url: "/api/products?search=swad%00dle" }), field: "search" },
  { name: "product page", request: () => ({ method: "GET", url: "/api/products/muslin%00swaddle" }), field: "slug" },
  { name: "admin product search", request: () => ({ method: "GET", url: "/api/admin/products?search=%00", headers: { cookie: admin } }), field: "search" },
  { name: "admin user search", request: () => ({ method: "GET", url: "/api/admin/users?search=asha%00", headers: { cookie: admin } }), field: "search" },
];

function expectRefused(response: { statusCode: number; body: string; json(): unknown }, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { code: string; field?: string; message: string; issues?: Array<{ path: string; message: string }> };
  expect(body).toMatchObject({ code: "invalid_input", field });
  expect(body.message).toBe(`${field}: ${CONTROL_CHARACTERS_MESSAGE}`);
  expect(body.issues?.[0]).toEqual({ path: field, message: CONTROL_CHARACTERS_MESSAGE });
}

describe("control characters in requests", () => {
  it.each(cases)("a NUL byte in the $name answers 400 naming $field", async ({ request, field }) => {
    expectRefused(await ctx.app.inject(request()), field);
  });

  it("refuses other C0 controls, DEL and C1 controls in a one-line field", async () => {
    for (const control of ["\u0001", "\u001b", "\u007f", "\u0085", "\u009f", "\t", "\n", "\r"]) {
      const response = await ctx.app.inject({ method: "POST", url: "/api/register", payload: newCustomer({ lastName: `Ver${control}ma` }) });
      expectRefused(response, "lastName");
    }
  });

  it("refuses a NUL byte in passwords, at sign-up and at sign-in", async () => {
    expectRefused(await ctx.app.inject({ method: "POST", url: "/api/register", payload: newCustomer({ password: `tiny-feet${NUL}2024` }) }), "password");
    expectRefused(await ctx.app.inject({ method: "POST", url: "/api/login", payload: { email: "asha@example.in", password: `x${NUL}` } }), "password");
  });

  it("keeps line breaks and tabs in long texts and still refuses other controls there", async () => {
    const written = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: { ...contactMessage, message: "Hello,\r\n\tmy parcel has not come.\nThanks" } });
    expect(written.statusCode, written.body).toBe(201);
    expectRefused(await ctx.app.inject({ method: "POST", url: "/api/contact", payload: { ...contactMessage, message: `Hello,${NUL} my parcel has not come.` } }), "message");
    expectRefused(await ctx.app.inject({ method: "POST", url: "/api/contact", payload: { ...contactMessage, message: "Hello,\u000b my parcel has not come." } }), "message");
  });

  it("refuses control characters in a review, an upload name and an image address", async () => {
    const review = await ctx.app.inject({ method: "POST", url: `/api/products/${product.id}/reviews`, headers: { cookie: customer }, payload: { rating: 5, title: `So${NUL}ft`, comment: "Lovely and soft." } });
    expectRefused(review, "title");
    const upload = await ctx.app.inject({ method: "POST", url: "/api/upload/product-image", headers: { cookie: admin }, payload: { filename: `photo${NUL}.jpg` } });
    expectRefused(upload, "filename");
    expectRefused(await ctx.app.inject({ url: "/api/image-proxy?url=https://pictures.kiddokart.invalid/a%00.jpg" }), "url");
  });

  it("refuses control characters in the identity provider's answer", async () => {
    expectRefused(await ctx.app.inject({ url: "/api/callback?code=abc%00&state=xyz" }), "code");
  });

  it("refuses half a surrogate pair in an address, naming the field, where the database refused the whole order", async () => {
    const order = await ctx.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie: customer },
      payload: codOrder([{ productId: product.id, quantity: 1 }], "1180.00", { shippingAddress: { ...deliveryAddress, city: "Jai\ud800pur" } }),
    });
    expect(order.statusCode, order.body).toBe(400);
    expect(order.json()).toMatchObject({ code: "invalid_input", field: "orderData.shippingAddress.city" });
  });

  it("refuses a catalogue id written as digits beyond what an id can be, naming the field", async () => {
    const created = await ctx.app.inject({ method: "POST", url: "/api/admin/products", headers: { cookie: admin }, payload: productForm({ brandId: "99999999999" }) });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toMatchObject({ code: "invalid_input", field: "brandId" });
  });
});
