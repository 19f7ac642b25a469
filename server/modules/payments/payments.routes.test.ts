import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { products } from "../../db/schema/catalog";
import { orders, orderStatusChanges, paymentEvents } from "../../db/schema/orders";
import { refunds } from "../../db/schema/refunds";
import { cartLines } from "../../db/schema/shopping";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder, deliveryAddress } from "../../test/shop-fixtures";
import { createEventBus } from "../../events/event-bus";
import { createTestApp, GST_ADDED, type TestContext } from "../../test/test-app";
import { refundHooks } from "../refunds/refund-hooks";
import { createPaymentsService } from "./payments.service";
import { hmacSha256Hex } from "./signatures";

const SECRET = "a-test-session-secret-of-at-least-32-chars";
const webhookSecret = hmacSha256Hex(SECRET, "sandbox razorpay webhook secret");

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
beforeAll(async () => {
  ctx = await createTestApp({ ...GST_ADDED, SESSION_SECRET: SECRET });
  shop = await catalogueFixture(ctx.database.db);
});
afterAll(() => ctx?.close());

const stockOf = async (id: number) => (await ctx.database.db.select().from(products).where(eq(products.id, id)))[0]!.stockQuantity;
const orderRow = async (gatewayOrderId: string) => (await ctx.database.db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId)))[0]!;

/** A customer with one product (₹1000, 1180.00 with GST) in the cart. */
async function customerWithCart(stockQuantity = 5) {
  const customer = await quickCustomer(ctx.database.db);
  const product = await shop.product({ price: 1000, stockQuantity });
  await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie: customer.cookie }, payload: { productId: product.id, quantity: 1 } });
  return { ...customer, product };
}

function createPaymentOrder(cookie: string, amount: string | number = "1180.00", headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: "POST", url: "/api/payment/create-order", headers: { cookie, ...headers }, payload: { amount, orderData: { shippingAddress: deliveryAddress } } });
}

const ordersOf = (userId: string) => ctx.database.db.select().from(orders).where(eq(orders.userId, userId));

function sandboxPay(gatewayOrderId: string, outcome: "pay" | "fail" = "pay") {
  return ctx.app.inject({ method: "POST", url: `/sandbox/razorpay/v1/checkout/${gatewayOrderId}/${outcome}`, payload: {} });
}

function webhook(body: object | string, options: { secret?: string; eventId?: string } = {}) {
  const raw = typeof body === "string" ? body : JSON.stringify(body);
  return ctx.app.inject({
    method: "POST",
    url: "/api/payment/webhook",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": hmacSha256Hex(options.secret ?? webhookSecret, raw),
      "x-razorpay-event-id": options.eventId ?? `evt_${Math.random().toString(36).slice(2)}`,
      origin: "https://razorpay.kiddokart.invalid",
    },
    payload: raw,
  });
}

const paymentEvent = (event: string, gatewayOrderId: string, paymentId = "pay_TestPayment0001") => ({
  entity: "event",
  event,
  contains: ["payment"],
  payload: { payment: { entity: { id: paymentId, entity: "payment", order_id: gatewayOrderId, amount: 118000, currency: "INR" } } },
});

describe("creating a payment", () => {
  it("tells the checkout page which script to load", async () => {
    expect((await ctx.app.inject({ url: "/api/payment/config" })).json()).toEqual({ enabled: true, checkoutScriptUrl: "/sandbox/razorpay/checkout.js" });
    const script = await ctx.app.inject({ url: "/sandbox/razorpay/checkout.js" });
    expect(script.headers["content-type"]).toContain("javascript");
    expect(script.body).toContain("window.Razorpay");
  });

  it("holds the stock in a pending order and answers the gateway order, leaving the cart as it is", async () => {
    const { cookie, product } = await customerWithCart();
    const response = await createPaymentOrder(cookie, 1180);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ amount: 118000, currency: "INR", config: { key: "rzp_test_kiddokart_sandbox", name: "KiddoKart", theme: { color: expect.any(String) } } });
    expect(body.orderId).toMatch(/^order_\w{14}$/);
    expect(await orderRow(body.orderId)).toMatchObject({ status: "pending", paymentStatus: "pending", paymentMethod: "razorpay", totalPaise: 118000 });
    expect(await stockOf(product.id)).toBe(4);
    expect((await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).json()).toHaveLength(1);
  });

  it("refuses an amount that is not the server's total, writing nothing", async () => {
    const { cookie, product, user } = await customerWithCart();
    const response = await createPaymentOrder(cookie, "1.18");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "price_changed", totals: { total: "1180.00" } });
    expect(await stockOf(product.id)).toBe(5);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it("refuses an empty cart", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    expect((await createPaymentOrder(cookie)).json()).toMatchObject({ code: "invalid_input", field: "items" });
  });
});

describe("one unpaid checkout per customer", () => {
  it("a new checkout cancels the customer's unpaid one and releases its stock", async () => {
    const { cookie, product, user } = await customerWithCart(5);
    const first = (await createPaymentOrder(cookie)).json();
    const second = await createPaymentOrder(cookie);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().orderId).not.toBe(first.orderId);
    const replaced = await orderRow(first.orderId);
    expect(replaced).toMatchObject({ status: "cancelled", stockHeld: false });
    expect(await orderRow(second.json().orderId)).toMatchObject({ status: "pending", stockHeld: true });
    expect(await stockOf(product.id)).toBe(4);
    const changes = await ctx.database.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, replaced.id));
    expect(changes.find((change) => change.toStatus === "cancelled")).toMatchObject({ fromStatus: "pending", toStatus: "cancelled", note: "Replaced by a newer checkout", changedBy: user.id });
    expect((await ordersOf(user.id)).filter((order) => order.status === "pending")).toHaveLength(1);
  });

  it("lets the newer checkout use the stock the replaced one held", async () => {
    const { cookie, product } = await customerWithCart(1);
    const first = (await createPaymentOrder(cookie)).json();
    expect(await stockOf(product.id)).toBe(0);
    const second = await createPaymentOrder(cookie);
    expect(second.statusCode, second.body).toBe(200);
    expect((await orderRow(first.orderId)).status).toBe("cancelled");
    expect(await stockOf(product.id)).toBe(0);
  });

  it("leaves paid and cash-on-delivery orders alone", async () => {
    const { cookie, product, user } = await customerWithCart(5);
    const paid = (await createPaymentOrder(cookie)).json();
    await webhook(paymentEvent("payment.captured", paid.orderId));
    const cod = await ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie }, payload: codOrder([{ productId: product.id, quantity: 1 }], "1180.00") });
    expect(cod.statusCode, cod.body).toBe(201);
    await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { productId: product.id, quantity: 1 } });
    expect((await createPaymentOrder(cookie)).statusCode).toBe(200);
    const statuses = (await ordersOf(user.id)).map((order) => `${order.paymentMethod}:${order.status}`).sort();
    expect(statuses).toEqual(["cod:confirmed", "razorpay:confirmed", "razorpay:pending"]);
  });

  it("answers a repeated Idempotency-Key with the same checkout, cancelling nothing", async () => {
    const { cookie, product, user } = await customerWithCart(5);
    const key = { "idempotency-key": "online-attempt-0001" };
    const first = (await createPaymentOrder(cookie, "1180.00", key)).json();
    const again = await createPaymentOrder(cookie, "1180.00", key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().orderId).toBe(first.orderId);
    expect(await orderRow(first.orderId)).toMatchObject({ status: "pending", stockHeld: true });
    expect(await stockOf(product.id)).toBe(4);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it("answers 422 when an Idempotency-Key is reused with a different cart, cancelling nothing", async () => {
    const { cookie, product, user } = await customerWithCart(5);
    const key = { "idempotency-key": "online-attempt-0002" };
    const first = (await createPaymentOrder(cookie, "1180.00", key)).json();
    await ctx.database.db.update(cartLines).set({ quantity: 2 }).where(eq(cartLines.userId, user.id));
    const reused = await createPaymentOrder(cookie, "2360.00", key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: "idempotency_mismatch", message: expect.stringContaining("already used for a different order") });
    expect(await orderRow(first.orderId)).toMatchObject({ status: "pending", stockHeld: true });
    expect(await stockOf(product.id)).toBe(4);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it("still takes a late payment for a replaced checkout: the order takes its stock again", async () => {
    const { cookie, product } = await customerWithCart(5);
    const replaced = (await createPaymentOrder(cookie)).json();
    await createPaymentOrder(cookie);
    expect(await stockOf(product.id)).toBe(4);
    expect((await webhook(paymentEvent("payment.captured", replaced.orderId))).json()).toEqual({ status: "applied" });
    expect(await orderRow(replaced.orderId)).toMatchObject({ status: "confirmed", paymentStatus: "paid", stockHeld: true });
    expect(await stockOf(product.id)).toBe(3);
  });

  it("refunds in full, once, a late payment for a replaced checkout whose stock is gone: it stays cancelled", async () => {
    const { cookie, product } = await customerWithCart(1);
    const replaced = (await createPaymentOrder(cookie)).json();
    const newer = (await createPaymentOrder(cookie)).json();
    const paid = (await sandboxPay(replaced.orderId)).json();
    await webhook(paymentEvent("payment.captured", replaced.orderId, paid.razorpay_payment_id));
    await webhook(paymentEvent("payment.captured", replaced.orderId, paid.razorpay_payment_id));
    const order = await orderRow(replaced.orderId);
    expect(order).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundedPaise: 118000, stockHeld: false });
    expect(await orderRow(newer.orderId)).toMatchObject({ status: "pending", stockHeld: true });
    expect(await stockOf(product.id)).toBe(0);
    const refunded = await vi.waitFor(
      async () => {
        const rows = await ctx.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
        if (rows[0]?.state !== "processed") throw new Error("not processed yet");
        return rows;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(refunded).toEqual([expect.objectContaining({ amountPaise: 118000, method: "razorpay", state: "processed", createdBy: null })]);
  });

  it("refuses a cart line above 10 of one product (left from before the limit), writing nothing", async () => {
    const { cookie, product, user } = await customerWithCart(50);
    await ctx.database.db.update(cartLines).set({ quantity: 11 }).where(eq(cartLines.userId, user.id));
    const response = await createPaymentOrder(cookie, "12980.00");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "conflict", message: "You can order at most 10 of one product", productId: product.id });
    expect(await stockOf(product.id)).toBe(50);
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it("refuses a cart of products priced ₹0 only", async () => {
    const { cookie, user } = await quickCustomer(ctx.database.db);
    const free = await shop.product({ price: 0, stockQuantity: 5 });
    await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { productId: free.id, quantity: 1 } });
    const response = await createPaymentOrder(cookie, "0.00");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_input", message: expect.stringContaining("₹0") });
    expect(await ordersOf(user.id)).toEqual([]);
  });
});

describe("verifying a payment", () => {
  it("accepts Razorpay's signature: the order is paid and confirmed and the cart lines go; verifying again returns the same order", async () => {
    const { cookie } = await customerWithCart();
    const { orderId } = (await createPaymentOrder(cookie)).json();
    const paid = (await sandboxPay(orderId)).json();
    const verify = () => ctx.app.inject({ method: "POST", url: "/api/payment/verify", headers: { cookie }, payload: { ...paid, orderData: {}, items: [] } });
    const first = await verify();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().order).toMatchObject({ status: "confirmed", paymentStatus: "paid", paymentMethod: "razorpay" });
    const again = await verify();
    expect(again.json().order.id).toBe(first.json().order.id);
    expect((await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).json()).toEqual([]);
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const { cookie } = await customerWithCart();
    const { orderId } = (await createPaymentOrder(cookie)).json();
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/payment/verify",
      headers: { cookie },
      payload: { razorpay_order_id: orderId, razorpay_payment_id: "pay_Forged00000001", razorpay_signature: "0".repeat(64) },
    });
    expect(response.statusCode).toBe(400);
    expect(await orderRow(orderId)).toMatchObject({ status: "pending", paymentStatus: "pending" });
    expect((await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).json()).toHaveLength(1);
  });

  it("does not let one customer verify another's order", async () => {
    const owner = await customerWithCart();
    const stranger = await quickCustomer(ctx.database.db);
    const { orderId } = (await createPaymentOrder(owner.cookie)).json();
    const paid = (await sandboxPay(orderId)).json();
    const response = await ctx.app.inject({ method: "POST", url: "/api/payment/verify", headers: { cookie: stranger.cookie }, payload: paid });
    expect(response.statusCode).toBe(404);
  });
});

describe("the webhook", () => {
  it("refuses a bad signature with 401 and changes nothing", async () => {
    const { cookie } = await customerWithCart();
    const { orderId } = (await createPaymentOrder(cookie)).json();
    const response = await webhook(paymentEvent("payment.captured", orderId), { secret: "not-the-webhook-secret" });
    expect(response.statusCode).toBe(401);
    expect((await orderRow(orderId)).paymentStatus).toBe("pending");
  });

  it("completes an order whose browser never came back, once per event", async () => {
    const { cookie } = await customerWithCart();
    const { orderId } = (await createPaymentOrder(cookie)).json();
    const event = paymentEvent("payment.captured", orderId);
    expect((await webhook(event, { eventId: "evt_same" })).json()).toEqual({ status: "applied" });
    expect((await webhook(event, { eventId: "evt_same" })).json()).toEqual({ status: "duplicate" });
    expect(await orderRow(orderId)).toMatchObject({ status: "confirmed", paymentStatus: "paid", gatewayPaymentId: "pay_TestPayment0001" });
  });

  it("takes order.paid before verify, and verify afterwards returns the same paid order", async () => {
    const { cookie } = await customerWithCart();
    const { orderId } = (await createPaymentOrder(cookie)).json();
    const paid = (await sandboxPay(orderId)).json();
    await webhook({ event: "order.paid", payload: { order: { entity: { id: orderId } }, payment: { entity: { id: paid.razorpay_payment_id, order_id: orderId } } } });
    expect((await orderRow(orderId)).paymentStatus).toBe("paid");
    const verify = await ctx.app.inject({ method: "POST", url: "/api/payment/verify", headers: { cookie }, payload: paid });
    expect(verify.json().order).toMatchObject({ paymentStatus: "paid", status: "confirmed" });
  });

  it("marks a failed payment, lets a later capture win, and never unpays", async () => {
    const { cookie } = await customerWithCart();
    const { orderId } = (await createPaymentOrder(cookie)).json();
    await webhook(paymentEvent("payment.failed", orderId, "pay_Failed00000001"));
    expect(await orderRow(orderId)).toMatchObject({ status: "pending", paymentStatus: "failed" });
    await webhook(paymentEvent("payment.captured", orderId));
    await webhook(paymentEvent("payment.failed", orderId, "pay_Failed00000002"));
    expect(await orderRow(orderId)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  });

  it("acknowledges and ignores events it does not know", async () => {
    expect((await webhook({ event: "refund.processed", payload: {} })).json()).toEqual({ status: "ignored" });
  });

  it("ignores a signed event nested thousands of levels deep, as no real event is, and records nothing", async () => {
    const { cookie } = await customerWithCart();
    const { orderId } = (await createPaymentOrder(cookie)).json();
    const event = paymentEvent("payment.captured", orderId);
    const withNotes = JSON.stringify({ ...event, payload: { payment: { entity: { ...event.payload.payment.entity, notes: "deep" } } } });
    const response = await webhook(withNotes.replace('"deep"', `${"[".repeat(10_000)}${"]".repeat(10_000)}`));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: "ignored" });
    expect((await orderRow(orderId)).paymentStatus).toBe("pending");
    expect(await ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.gatewayOrderId, orderId))).toEqual([]);
  });
});

describe("unpaid online orders", () => {
  it("are cancelled after 30 minutes and their stock released, once", async () => {
    const { cookie, product } = await customerWithCart(3);
    const { orderId } = (await createPaymentOrder(cookie)).json();
    expect(await stockOf(product.id)).toBe(2);
    await ctx.database.db.update(orders).set({ createdAt: new Date(Date.now() - 31 * 60_000) }).where(eq(orders.gatewayOrderId, orderId));
    const payments = createPaymentsService(ctx.database.db, { gateway: undefined, maxUnitsPerProduct: 10, pricesIncludeGst: false, refunds: refundHooks, events: createEventBus({ log: ctx.app.log }) });
    expect(await payments.expireUnpaidOrders(30 * 60_000)).toBeGreaterThanOrEqual(1);
    expect(await orderRow(orderId)).toMatchObject({ status: "cancelled", stockHeld: false });
    expect(await stockOf(product.id)).toBe(3);
    await payments.expireUnpaidOrders(30 * 60_000);
    expect(await stockOf(product.id)).toBe(3);
  });
});

describe("with real Razorpay keys", () => {
  it("sends Razorpay's Orders API exactly the request it expects", async () => {
    const received: Array<{ method?: string; url?: string; authorization?: string; body: unknown }> = [];
    const standIn = createServer(async (request: IncomingMessage, response) => {
      let text = "";
      for await (const chunk of request) text += chunk;
      const body = JSON.parse(text);
      received.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body });
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ id: "order_StandIn000001", entity: "order", amount: body.amount, currency: "INR", receipt: body.receipt, status: "created" }));
    });
    await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
    const apiUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v1`;
    const live = await createTestApp({ ...GST_ADDED, RAZORPAY_KEY_ID: "rzp_test_Live123", RAZORPAY_KEY_SECRET: "live-secret", RAZORPAY_API_URL: apiUrl });
    try {
      const liveShop = await catalogueFixture(live.database.db);
      const product = await liveShop.product({ price: 1000 });
      const { cookie } = await quickCustomer(live.database.db);
      await live.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { productId: product.id, quantity: 2 } });
      const response = await live.app.inject({ method: "POST", url: "/api/payment/create-order", headers: { cookie }, payload: { amount: "2360.00", orderData: { shippingAddress: deliveryAddress } } });
      expect(response.json()).toMatchObject({ orderId: "order_StandIn000001", amount: 236000, config: { key: "rzp_test_Live123" } });
      const [order] = await live.database.db.select().from(orders).where(eq(orders.gatewayOrderId, "order_StandIn000001"));
      expect(received).toEqual([
        {
          method: "POST",
          url: "/v1/orders",
          authorization: `Basic ${Buffer.from("rzp_test_Live123:live-secret").toString("base64")}`,
          body: { amount: 236000, currency: "INR", receipt: order!.orderNumber, notes: { orderId: order!.id, orderNumber: order!.orderNumber } },
        },
      ]);
      expect((await live.app.inject({ url: "/api/payment/config" })).json().checkoutScriptUrl).toBe("https://checkout.razorpay.com/v1/checkout.js");
      expect((await live.app.inject({ url: "/sandbox/razorpay/checkout.js" })).statusCode).toBe(404);
    } finally {
      await live.close();
      standIn.close();
    }
  });

  it("gives the stock back when Razorpay refuses the order", async () => {
    const standIn = createServer((_request, response) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { description: "Server is busy" } }));
    });
    await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
    const live = await createTestApp({ ...GST_ADDED, RAZORPAY_KEY_ID: "rzp_test_Live123", RAZORPAY_KEY_SECRET: "live-secret", RAZORPAY_API_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v1` });
    try {
      const liveShop = await catalogueFixture(live.database.db);
      const product = await liveShop.product({ price: 1000, stockQuantity: 2 });
      const { cookie } = await quickCustomer(live.database.db);
      await live.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { productId: product.id, quantity: 1 } });
      const response = await live.app.inject({ method: "POST", url: "/api/payment/create-order", headers: { cookie }, payload: { amount: "1180.00", orderData: { shippingAddress: deliveryAddress } } });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: "payment_gateway" });
      const [row] = await live.database.db.select().from(products).where(eq(products.id, product.id));
      expect(row!.stockQuantity).toBe(2);
    } finally {
      await live.close();
      standIn.close();
    }
  });
});

describe("in production without Razorpay keys", () => {
  it("offers no online payment and no sandbox", async () => {
    const production = await createTestApp({ ...GST_ADDED, NODE_ENV: "production", SESSION_SECRET: SECRET });
    try {
      expect((await production.app.inject({ url: "/api/payment/config" })).json()).toEqual({ enabled: false, checkoutScriptUrl: null });
      expect((await production.app.inject({ url: "/sandbox/razorpay/checkout.js" })).statusCode).toBe(404);
      const { cookie } = await quickCustomer(production.database.db);
      const response = await production.app.inject({ method: "POST", url: "/api/payment/create-order", headers: { cookie }, payload: { amount: 1, orderData: { shippingAddress: deliveryAddress } } });
      expect(response.statusCode).toBe(409);
    } finally {
      await production.close();
    }
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("expiry in several processes at once", () => {
  it("cancels each order once and releases its stock once", async () => {
    const product = await shop.product({ price: 1000, stockQuantity: 6 });
    const gatewayOrderIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { cookie } = await quickCustomer(ctx.database.db);
      await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { productId: product.id, quantity: 2 } });
      gatewayOrderIds.push((await createPaymentOrder(cookie, "2360.00")).json().orderId);
    }
    expect(await stockOf(product.id)).toBe(0);
    for (const id of gatewayOrderIds) await ctx.database.db.update(orders).set({ createdAt: new Date(Date.now() - 31 * 60_000) }).where(eq(orders.gatewayOrderId, id));
    const processes = Array.from({ length: 3 }, () => createPaymentsService(ctx.database.db, { gateway: undefined, maxUnitsPerProduct: 10, pricesIncludeGst: false, refunds: refundHooks, events: createEventBus({ log: ctx.app.log }) }));
    await Promise.all(processes.map((payments) => payments.expireUnpaidOrders(30 * 60_000)));
    expect(await stockOf(product.id)).toBe(6);
    for (const id of gatewayOrderIds) expect((await orderRow(id)).status).toBe("cancelled");
  });
});

// PGlite runs one query at a time, so only a PostgreSQL server can show a real race.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("one customer starting several checkouts at the same moment", () => {
  it("leaves exactly one unpaid order holding stock", async () => {
    const { cookie, product, user } = await customerWithCart(20);
    await ctx.database.db.update(cartLines).set({ quantity: 10 }).where(eq(cartLines.userId, user.id));
    const statuses = await Promise.all(Array.from({ length: 5 }, async () => (await createPaymentOrder(cookie, "11800.00")).statusCode));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const placed = await ordersOf(user.id);
    expect(placed).toHaveLength(5);
    expect(placed.filter((order) => order.status === "pending" && order.stockHeld)).toHaveLength(1);
    expect(placed.filter((order) => order.status === "cancelled" && !order.stockHeld)).toHaveLength(4);
    expect(await stockOf(product.id)).toBe(10);
  });
});
