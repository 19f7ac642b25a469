import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../db/schema/catalog";
import { orderLines, orders } from "../../db/schema/orders";
import { quickCustomer } from "../../test/accounts";
import { createCategory } from "../../test/factories";
import { catalogueFixture, codOrder, deliveryAddress } from "../../test/shop-fixtures";
import { createTestApp, GST_ADDED, type TestContext } from "../../test/test-app";

/**
 * Three lines at three rates: a nappy pack at its category's 5% (HSN 9619), a lotion at its own 18%
 * (HSN 3304) and a book at its own 0%, in a category that sets 5%.
 */
async function mixedCart(ctx: TestContext) {
  const shop = await catalogueFixture(ctx.database.db);
  const db = ctx.database.db;
  const { category } = shop;
  await db.update(categories).set({ gstRate: 5, hsnCode: "9619" }).where(eq(categories.id, category.id));
  const nappies = await shop.product({ name: `Nappy Pants ${Math.random()}`, price: 250 });
  const lotion = await shop.product({ name: `Baby Lotion ${Math.random()}`, price: 333.33, gstRate: 18, hsnCode: "3304" });
  const book = await shop.product({ name: `Board Book ${Math.random()}`, price: 100, gstRate: 0, hsnCode: "4903" });
  const customer = await quickCustomer(db);
  const lines = [
    { productId: nappies.id, quantity: 2 },
    { productId: lotion.id, quantity: 1 },
    { productId: book.id, quantity: 1 },
  ];
  for (const line of lines) await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie: customer.cookie }, payload: line });
  return { ...customer, lines, nappies, lotion, book };
}

async function storedOrder(ctx: TestContext, orderId: string) {
  const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
  const lines = await ctx.database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  return { order: order!, lines };
}

const lineOf = (lines: Array<{ productId: number | null }>, productId: number) => lines.find((line) => line.productId === productId);

describe("prices with GST (the default)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());

  it("tells the storefront that prices include GST", async () => {
    expect((await ctx.app.inject({ url: "/api/shop-settings" })).json()).toMatchObject({ pricesIncludeGst: true });
  });

  it("takes each line's tax out of its price: the total is the subtotal plus shipping", async () => {
    const cart = await mixedCart(ctx);
    // 500.00 at 5% holds 23.8095… → 23.81; 333.33 at 18% holds 50.847… → 50.85; 100.00 at 0% nothing.
    // Shipping's 99.00 is shared 11.53 : 54.90 : 32.57 over 0%, 5% and 18% (by the taxable 100 : 476.19 :
    // 282.48) and holds 0 + 2.61 + 4.97.
    const response = await ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: cart.cookie }, payload: codOrder(cart.lines, "1032.33") });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json();
    expect(order).toMatchObject({ subtotal: "933.33", tax: "82.24", chargesTax: "7.58", shipping: "99.00", total: "1032.33", pricesIncludeGst: true });

    const stored = await storedOrder(ctx, order.id);
    expect(stored.order).toMatchObject({ pricesIncludeGst: true, taxPaise: 8_224, chargesTaxPaise: 758, totalPaise: 103_233 });
    expect(lineOf(stored.lines, cart.nappies.id)).toMatchObject({ gstRate: 5, lineTotalPaise: 50_000, taxablePaise: 47_619, taxPaise: 2_381 });
    expect(lineOf(stored.lines, cart.lotion.id)).toMatchObject({ gstRate: 18, lineTotalPaise: 33_333, taxablePaise: 28_248, taxPaise: 5_085 });
    expect(lineOf(stored.lines, cart.book.id)).toMatchObject({ gstRate: 0, lineTotalPaise: 10_000, taxablePaise: 10_000, taxPaise: 0 });
  });

  it("prices the online checkout the same way", async () => {
    const cart = await mixedCart(ctx);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/payment/create-order",
      headers: { cookie: cart.cookie },
      payload: { amount: "1032.33", orderData: { shippingAddress: deliveryAddress } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ amount: 103_233 });
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.gatewayOrderId, response.json().orderId));
    expect(order).toMatchObject({ pricesIncludeGst: true, taxPaise: 8_224, chargesTaxPaise: 758, paymentMethod: "razorpay" });
    const stored = await storedOrder(ctx, order!.id);
    expect(lineOf(stored.lines, cart.lotion.id)).toMatchObject({ gstRate: 18, hsnCode: "3304", taxablePaise: 28_248, taxPaise: 5_085 });
  });
});

describe("prices without GST (PRICES_INCLUDE_GST=false)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(GST_ADDED);
  });
  afterAll(() => ctx?.close());

  it("tells the storefront that GST is added, and each cart product's rate", async () => {
    expect((await ctx.app.inject({ url: "/api/shop-settings" })).json()).toMatchObject({ pricesIncludeGst: false });
    const cart = await mixedCart(ctx);
    const items = (await ctx.app.inject({ url: "/api/cart", headers: { cookie: cart.cookie } })).json();
    expect(items.map((item: { product: { id: number; gstRate: number } }) => [item.product.id, item.product.gstRate])).toEqual([
      [cart.nappies.id, 5],
      [cart.lotion.id, 18],
      [cart.book.id, 0],
    ]);
  });

  it("taxes each line at its product's rate, adds the taxes and stores each line's rate, code, taxable value and tax", async () => {
    const cart = await mixedCart(ctx);
    // 500.00 at 5% → 25.00; 333.33 at 18% → 59.9994 → 60.00; 100.00 at 0%. Subtotal 933.33, shipping 99.00,
    // shared 10.61 : 53.03 : 35.36 over 0%, 5% and 18% (by 100 : 500 : 333.33), taxed 0 + 2.65 + 6.36.
    const response = await ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: cart.cookie }, payload: codOrder(cart.lines, "1126.34") });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json();
    expect(order).toMatchObject({ subtotal: "933.33", tax: "94.01", chargesTax: "9.01", shipping: "99.00", total: "1126.34", pricesIncludeGst: false });
    expect(lineOf(order.orderItems, cart.nappies.id)).toMatchObject({ gstRate: 5, tax: "25.00", hsnCode: "9619", total: "500.00" });
    expect(lineOf(order.orderItems, cart.lotion.id)).toMatchObject({ gstRate: 18, tax: "60.00", hsnCode: "3304" });
    expect(lineOf(order.orderItems, cart.book.id)).toMatchObject({ gstRate: 0, tax: "0.00", hsnCode: "4903" });

    const stored = await storedOrder(ctx, order.id);
    expect(stored.order).toMatchObject({ pricesIncludeGst: false, taxPaise: 9_401, chargesTaxPaise: 901, totalPaise: 112_634 });
    expect(lineOf(stored.lines, cart.nappies.id)).toMatchObject({ gstRate: 5, hsnCode: "9619", taxablePaise: 50_000, taxPaise: 2_500 });
    expect(lineOf(stored.lines, cart.lotion.id)).toMatchObject({ gstRate: 18, hsnCode: "3304", taxablePaise: 33_333, taxPaise: 6_000 });
    expect(lineOf(stored.lines, cart.book.id)).toMatchObject({ gstRate: 0, hsnCode: "4903", taxablePaise: 10_000, taxPaise: 0 });
    expect(stored.lines.reduce((sum, line) => sum + line.taxPaise, 0)).toBe(stored.order.taxPaise - stored.order.chargesTaxPaise);
  });

  it("refuses the total of the old rule (18% of everything) and answers the per-line totals", async () => {
    const cart = await mixedCart(ctx);
    const response = await ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: cart.cookie }, payload: codOrder(cart.lines, "1200.33") });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "price_changed", totals: { subtotal: "933.33", tax: "94.01", shipping: "99.00", total: "1126.34" } });
    // Nor the total of shipping without GST.
    const untaxedShipping = await ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: cart.cookie }, payload: codOrder(cart.lines, "1117.33") });
    expect(untaxedShipping.statusCode).toBe(409);
  });

  it("takes 18% and no code for a product whose category sets nothing", async () => {
    const shop = await catalogueFixture(ctx.database.db);
    const plain = await shop.product({ price: 1000 });
    const { cookie } = await quickCustomer(ctx.database.db);
    const response = await ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie }, payload: codOrder([{ productId: plain.id, quantity: 1 }], "1180.00") });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order.orderItems[0]).toMatchObject({ gstRate: 18, tax: "180.00", hsnCode: null });
  });

  it("uses a category's rate changed after the product was made, from the next order on", async () => {
    const category = await createCategory(ctx.database.db, { name: `Toys ${Math.random()}`, gstRate: 18 });
    const shop = await catalogueFixture(ctx.database.db);
    const toy = await shop.product({ price: 1000, categoryId: category.id });
    const { cookie } = await quickCustomer(ctx.database.db);
    const admin = await quickCustomer(ctx.database.db, { isAdmin: true });
    const changed = await ctx.app.inject({ method: "PUT", url: `/api/admin/categories/${category.id}/tax`, headers: { cookie: admin.cookie }, payload: { hsnCode: "9503", gstRate: 5 } });
    expect(changed.statusCode, changed.body).toBe(200);
    const response = await ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie }, payload: codOrder([{ productId: toy.id, quantity: 1 }], "1050.00") });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order.orderItems[0]).toMatchObject({ gstRate: 5, tax: "50.00", hsnCode: "9503" });
  });
});
