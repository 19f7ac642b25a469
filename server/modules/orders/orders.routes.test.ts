import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/catalog";
import { idempotencyKeys, orders } from "../../db/schema/orders";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder, deliveryAddress } from "../../test/shop-fixtures";
import { createTestApp, GST_ADDED, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
beforeAll(async () => {
  ctx = await createTestApp(GST_ADDED);
  shop = await catalogueFixture(ctx.database.db);
});
afterAll(() => ctx?.close());

const stockOf = async (id: number) => (await ctx.database.db.select().from(products).where(eq(products.id, id)))[0]!.stockQuantity;
const place = (cookie: string, body: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie, ...headers }, payload: body });

describe("placing a cash-on-delivery order", () => {
  it("prices it on the server, takes the stock, snapshots the lines and empties those cart lines", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    const bottle = await shop.product({ name: "Glass Feeding Bottle 240ml", price: 450, discount: 10, stockQuantity: 5 });
    const bib = await shop.product({ name: "Cotton Bib", price: 199, stockQuantity: 3 });
    const other = await shop.product({ stockQuantity: 3 });
    for (const product of [bottle, bib, other]) await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { productId: product.id, quantity: 1 } });

    // 2 × 405.00 + 199.00 = 1009.00; GST 181.62; free shipping above ₹999 → 1190.62
    const response = await place(cookie, codOrder([{ productId: bottle.id, quantity: 2 }, { productId: bib.id, quantity: 1 }], "1190.62", { notes: "Ring the bell twice" }));
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json();
    expect(order).toMatchObject({
      status: "confirmed",
      paymentStatus: "pending",
      paymentMethod: "cod",
      subtotal: "1009.00",
      tax: "181.62",
      shipping: "0.00",
      total: "1190.62",
      notes: "Ring the bell twice",
      shippingAddress: deliveryAddress,
      billingAddress: deliveryAddress,
    });
    expect(order.orderNumber).toMatch(/^KK-\d{6}-\d{5}$/);
    expect(order.orderItems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: bottle.id, quantity: 2, price: "405.00", total: "810.00", product: expect.objectContaining({ name: "Glass Feeding Bottle 240ml" }) }),
        expect.objectContaining({ productId: bib.id, quantity: 1, price: "199.00", total: "199.00" }),
      ]),
    );
    expect(await stockOf(bottle.id)).toBe(3);
    expect(await stockOf(bib.id)).toBe(2);
    const cart = (await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).json();
    expect(cart.map((line: { product: { id: number } }) => line.product.id)).toEqual([other.id]);
  });

  it("charges ₹99 shipping up to ₹999, with GST on it as on the goods", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 999 });
    const response = await place(cookie, codOrder([{ productId: product.id, quantity: 1 }], "1295.64"));
    expect(response.json().order).toMatchObject({ subtotal: "999.00", tax: "197.64", shipping: "99.00", total: "1295.64" });
  });

  it("refuses a tampered total with 409 price_changed and the server's totals, writing nothing", async () => {
    const { cookie, user } = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 2000, stockQuantity: 4 });
    const response = await place(cookie, codOrder([{ productId: product.id, quantity: 1, price: "1.00", total: "1.00" } as never], "1.18", { subtotal: "1.00", tax: "0.18", shipping: "0.00" }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "price_changed", totals: { subtotal: "2000.00", tax: "360.00", shipping: "0.00", total: "2360.00" } });
    expect(await stockOf(product.id)).toBe(4);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it("ignores statuses sent by the customer", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 1000 });
    const response = await place(cookie, codOrder([{ productId: product.id, quantity: 1 }], "1180.00", { status: "delivered", paymentStatus: "paid" }));
    expect(response.json().order).toMatchObject({ status: "confirmed", paymentStatus: "pending" });
  });

  it("cannot order a sold-out product, or more than the stock, and writes nothing", async () => {
    const { cookie, user } = await quickCustomer(ctx.database.db);
    const soldOut = await shop.product({ price: 1000, stockQuantity: 0 });
    const few = await shop.product({ price: 1000, stockQuantity: 1 });
    const first = await place(cookie, codOrder([{ productId: few.id, quantity: 1 }, { productId: soldOut.id, quantity: 1 }], "2360.00"));
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ code: "insufficient_stock", productId: soldOut.id, message: expect.stringContaining("out of stock") });
    expect(await stockOf(few.id)).toBe(1);
    const second = await place(cookie, codOrder([{ productId: few.id, quantity: 2 }], "2360.00"));
    expect(second.json()).toMatchObject({ code: "insufficient_stock", available: 1 });
    expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it("returns the first order for a repeated Idempotency-Key and makes no other", async () => {
    const { cookie, user } = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 1000, stockQuantity: 5 });
    const body = codOrder([{ productId: product.id, quantity: 1 }], "1180.00");
    const first = await place(cookie, body, { "idempotency-key": "checkout-attempt-0001" });
    const again = await place(cookie, body, { "idempotency-key": "checkout-attempt-0001" });
    expect(again.statusCode).toBe(201);
    expect(again.json().order.id).toBe(first.json().order.id);
    expect(await stockOf(product.id)).toBe(4);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
    const another = await place(cookie, body, { "idempotency-key": "checkout-attempt-0002" });
    expect(another.json().order.id).not.toBe(first.json().order.id);
  });

  it("refuses an Idempotency-Key holding a control character (400), placing nothing", async () => {
    const { cookie, user } = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 1000, stockQuantity: 5 });
    const response = await place(cookie, codOrder([{ productId: product.id, quantity: 1 }], "1180.00"), { "idempotency-key": "checkout\tattempt-0005" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_input", message: expect.stringContaining("Must not contain control characters") });
    expect(await stockOf(product.id)).toBe(5);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it("refuses more than 10 of one product, even split over several lines, and writes nothing", async () => {
    const { cookie, user } = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 100, stockQuantity: 50 });
    const eleven = await place(cookie, codOrder([{ productId: product.id, quantity: 11 }], "1298.00"));
    expect(eleven.statusCode).toBe(409);
    expect(eleven.json()).toMatchObject({ code: "conflict", message: "You can order at most 10 of one product", field: "items", productId: product.id });
    const split = await place(cookie, codOrder([{ productId: product.id, quantity: 6 }, { productId: product.id, quantity: 5 }], "1298.00"));
    expect(split.json()).toMatchObject({ code: "conflict", message: "You can order at most 10 of one product" });
    expect(await stockOf(product.id)).toBe(50);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    // 10 × 100.00 = 1000.00; GST 180.00; free shipping above ₹999
    expect((await place(cookie, codOrder([{ productId: product.id, quantity: 10 }], "1180.00"))).statusCode).toBe(201);
  });

  it("refuses an order of products priced ₹0 only, but takes a free product beside a priced one", async () => {
    const { cookie, user } = await quickCustomer(ctx.database.db);
    const free = await shop.product({ name: "Free Sample Wipes", price: 0, stockQuantity: 5 });
    const response = await place(cookie, codOrder([{ productId: free.id, quantity: 2 }], "0.00"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_input", field: "items", message: expect.stringContaining("₹0") });
    expect(await stockOf(free.id)).toBe(5);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    const priced = await shop.product({ price: 1000 });
    const mixed = await place(cookie, codOrder([{ productId: free.id, quantity: 1 }, { productId: priced.id, quantity: 1 }], "1180.00"));
    expect(mixed.statusCode, mixed.body).toBe(201);
    expect(await stockOf(free.id)).toBe(4);
  });

  it("answers 422 when an Idempotency-Key is reused for a different order, placing nothing", async () => {
    const { cookie, user } = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 1000, stockQuantity: 5 });
    const key = { "idempotency-key": "checkout-attempt-0003" };
    const first = await place(cookie, codOrder([{ productId: product.id, quantity: 1 }], "1180.00"), key);
    expect(first.statusCode).toBe(201);

    const mismatch = { code: "idempotency_mismatch", message: expect.stringContaining("This Idempotency-Key was already used for a different order") };
    const moreUnits = await place(cookie, codOrder([{ productId: product.id, quantity: 2 }], "2360.00"), key);
    expect(moreUnits.statusCode).toBe(422);
    expect(moreUnits.json()).toMatchObject(mismatch);
    const otherAddress = await place(cookie, codOrder([{ productId: product.id, quantity: 1 }], "1180.00", { shippingAddress: { ...deliveryAddress, city: "Udaipur" } }), key);
    expect(otherAddress.json()).toMatchObject(mismatch);
    const otherNotes = await place(cookie, codOrder([{ productId: product.id, quantity: 1 }], "1180.00", { notes: "Call first" }), key);
    expect(otherNotes.json()).toMatchObject(mismatch);
    expect(await stockOf(product.id)).toBe(4);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);

    // The same order written differently is the same request.
    const same = await place(cookie, codOrder([{ productId: product.id, quantity: 1 }], 1180 as never, { billingAddress: { firstName: "" } }), key);
    expect(same.statusCode, same.body).toBe(201);
    expect(same.json().order.id).toBe(first.json().order.id);
  });

  it("keeps answering the first order for a key remembered without a request hash", async () => {
    const { cookie, user } = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 1000, stockQuantity: 5 });
    const key = { "idempotency-key": "checkout-attempt-0004" };
    const first = await place(cookie, codOrder([{ productId: product.id, quantity: 1 }], "1180.00"), key);
    await ctx.database.db.update(idempotencyKeys).set({ requestHash: null }).where(eq(idempotencyKeys.userId, user.id));
    const again = await place(cookie, codOrder([{ productId: product.id, quantity: 2 }], "2360.00"), key);
    expect(again.statusCode).toBe(201);
    expect(again.json().order.id).toBe(first.json().order.id);
    expect(await stockOf(product.id)).toBe(4);
  });

  it("validates the shipping address with the specification's messages", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    const product = await shop.product();
    const blank = { firstName: "", lastName: "", address: "", city: "", state: "", pincode: "12", phone: "123" };
    const response = await place(cookie, { orderData: { total: "1.00", paymentMethod: "cod", shippingAddress: blank }, items: [{ productId: product.id, quantity: 1 }] });
    expect(response.statusCode).toBe(400);
    const messages = response.json().issues.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "First name is required",
        "Last name is required",
        "Address is required",
        "City is required",
        "State is required",
        "Valid pincode is required",
        "Valid phone number is required",
      ]),
    );
    const badPin = await place(cookie, codOrder([{ productId: product.id, quantity: 1 }], "1.00", { shippingAddress: { ...deliveryAddress, pincode: "012345" } }));
    expect(badPin.json()).toMatchObject({ field: "orderData.shippingAddress.pincode" });
    const empty = await place(cookie, codOrder([], "0.00"));
    expect(empty.json().issues).toContainEqual({ path: "items", message: "Your cart is empty" });
  });

  it("needs a session, checked before the body", async () => {
    expect((await ctx.app.inject({ method: "POST", url: "/api/orders", payload: { junk: 1 } })).statusCode).toBe(401);
  });
});

describe("a customer's orders", () => {
  it("offers the addresses the customer shipped to, each once and the last used first, to no one else", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    expect((await ctx.app.inject({ url: "/api/orders/addresses", headers: { cookie } })).json()).toEqual([]);
    const office = { ...deliveryAddress, address: "4th Floor, Tonk Road", pincode: "302015" };
    for (const shippingAddress of [deliveryAddress, office, { ...deliveryAddress, address: " 12, MG Road,  Near City Mall " }]) {
      const product = await shop.product({ price: 1000, stockQuantity: 5 });
      const body = (total: string) => codOrder([{ productId: product.id, quantity: 1 }], total, { shippingAddress });
      const placed = await place(cookie, body((await place(cookie, body("0.01"))).json().totals.total));
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const saved = await ctx.app.inject({ url: "/api/orders/addresses", headers: { cookie } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().map((address: { address: string }) => address.address)).toEqual(["12, MG Road,  Near City Mall", "4th Floor, Tonk Road"]);
    expect(saved.json()[1]).toEqual(office);

    const stranger = await quickCustomer(ctx.database.db);
    expect((await ctx.app.inject({ url: "/api/orders/addresses", headers: { cookie: stranger.cookie } })).json()).toEqual([]);
    expect((await ctx.app.inject({ url: "/api/orders/addresses" })).statusCode).toBe(401);
  });

  it("lists only the customer's own orders, newest first; another customer's order is a 404", async () => {
    const owner = await quickCustomer(ctx.database.db);
    const stranger = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 1000, stockQuantity: 10 });
    const first = (await place(owner.cookie, codOrder([{ productId: product.id, quantity: 1 }], "1180.00"))).json().order;
    const second = (await place(owner.cookie, codOrder([{ productId: product.id, quantity: 2 }], "2360.00"))).json().order;
    const list = (await ctx.app.inject({ url: "/api/orders", headers: { cookie: owner.cookie } })).json();
    expect(list.map((order: { id: string }) => order.id)).toEqual([second.id, first.id]);
    expect((await ctx.app.inject({ url: "/api/orders", headers: { cookie: stranger.cookie } })).json()).toEqual([]);
    expect((await ctx.app.inject({ url: `/api/orders/${first.id}`, headers: { cookie: owner.cookie } })).json().id).toBe(first.id);
    expect((await ctx.app.inject({ url: `/api/orders/${first.id}`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "POST", url: `/api/orders/${first.id}/cancel`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
  });

  it("cancels a confirmed order once, returning its stock once", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 1000, stockQuantity: 5 });
    const { order } = (await place(cookie, codOrder([{ productId: product.id, quantity: 2 }], "2360.00"))).json();
    expect(await stockOf(product.id)).toBe(3);
    const cancelled = await ctx.app.inject({ method: "POST", url: `/api/orders/${order.id}/cancel`, headers: { cookie } });
    expect(cancelled.json()).toMatchObject({ status: "cancelled" });
    expect(cancelled.json().statusHistory.map((entry: { status: string }) => entry.status)).toEqual(["confirmed", "cancelled"]);
    expect(await stockOf(product.id)).toBe(5);
    const again = await ctx.app.inject({ method: "POST", url: `/api/orders/${order.id}/cancel`, headers: { cookie } });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(5);
  });
});
