import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { products } from "../../db/schema/catalog";
import { orders } from "../../db/schema/orders";
import { refunds as refundRows } from "../../db/schema/refunds";
import { translateDatabaseError } from "../../db/database-errors";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder, deliveryAddress } from "../../test/shop-fixtures";
import { createTestApp, GST_ADDED, type TestContext } from "../../test/test-app";
import { hmacSha256Hex } from "../payments/signatures";

const SECRET = "a-test-session-secret-of-at-least-32-chars";
const webhookSecret = hmacSha256Hex(SECRET, "sandbox razorpay webhook secret");
const sandboxAuth = `Basic ${Buffer.from(`rzp_test_kiddokart_sandbox:${hmacSha256Hex(SECRET, "sandbox razorpay key secret")}`).toString("base64")}`;

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
let admin: Awaited<ReturnType<typeof quickCustomer>>;
beforeAll(async () => {
  ctx = await createTestApp({ ...GST_ADDED, SESSION_SECRET: SECRET });
  shop = await catalogueFixture(ctx.database.db);
  admin = await quickCustomer(ctx.database.db, { isAdmin: true });
});
afterAll(() => ctx?.close());

interface OrderView {
  id: string;
  status: string;
  paymentStatus: string;
  total: string;
  refunded: string;
  orderItems: Array<{ id: string; productId: number; quantity: number; refundedQuantity: number }>;
  refunds: Array<{ id: string; amount: string; method: string; state: string; reason: string; reference: string | null; restocked: boolean; processedAt: string | null }>;
}

const stockOf = async (id: number) => (await ctx.database.db.select().from(products).where(eq(products.id, id)))[0]!.stockQuantity;
const paise = (rupees: string) => Math.round(Number(rupees) * 100);

/** The customer's order as they see it. */
async function orderOf(cookie: string, id: string): Promise<OrderView> {
  return (await ctx.app.inject({ url: `/api/orders/${id}`, headers: { cookie } })).json();
}

/** Waits (polling) until the customer's order satisfies `check`, then answers it. */
async function orderOnce(cookie: string, id: string, check: (order: OrderView) => boolean): Promise<OrderView> {
  return vi.waitFor(
    async () => {
      const order = await orderOf(cookie, id);
      if (!check(order)) throw new Error(`not yet: ${JSON.stringify(order.refunds)}`);
      return order;
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** A customer's order paid online in the sandbox, with `quantity` of each new product. */
async function paidOnlineOrder(prices: number[] = [1000], quantity = 1) {
  const customer = await quickCustomer(ctx.database.db);
  const bought = [];
  for (const price of prices) {
    const product = await shop.product({ price, stockQuantity: 10 });
    await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie: customer.cookie }, payload: { productId: product.id, quantity } });
    bought.push(product);
  }
  const create = (amount: string) =>
    ctx.app.inject({ method: "POST", url: "/api/payment/create-order", headers: { cookie: customer.cookie }, payload: { amount, orderData: { shippingAddress: deliveryAddress } } });
  const total = (await create("0.01")).json().totals.total as string;
  const { orderId } = (await create(total)).json();
  const paid = (await ctx.app.inject({ method: "POST", url: `/sandbox/razorpay/v1/checkout/${orderId}/pay`, payload: {} })).json();
  const verify = await ctx.app.inject({ method: "POST", url: "/api/payment/verify", headers: { cookie: customer.cookie }, payload: paid });
  expect(verify.statusCode, verify.body).toBe(200);
  return { ...customer, products: bought, order: verify.json().order as OrderView, paymentId: paid.razorpay_payment_id as string };
}

/** A customer's cash-on-delivery order, delivered (and so paid) when `deliver` is true. */
async function codOrderOf(price = 1000, quantity = 2, deliver = true) {
  const customer = await quickCustomer(ctx.database.db);
  const product = await shop.product({ price, stockQuantity: 10 });
  const place = (total: string) => ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: customer.cookie }, payload: codOrder([{ productId: product.id, quantity }], total) });
  const placed = await place((await place("0.01")).json().totals.total);
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().order as OrderView;
  if (deliver) expect((await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "delivered" })).statusCode).toBe(200);
  return { ...customer, product, order: await orderOf(customer.cookie, order.id) };
}

function asAdmin(method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
}

const refund = (orderId: string, body: object, cookie = admin.cookie) =>
  ctx.app.inject({ method: "POST", url: `/api/admin/orders/${orderId}/refunds`, payload: body, headers: { cookie } });

async function sandboxRefundsOf(paymentId: string): Promise<Array<{ id: string; amount: number; status: string }>> {
  const response = await ctx.app.inject({ url: `/sandbox/razorpay/v1/payments/${paymentId}/refunds`, headers: { authorization: sandboxAuth } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

function webhook(body: object, eventId: string) {
  const raw = JSON.stringify(body);
  return ctx.app.inject({
    method: "POST",
    url: "/api/payment/webhook",
    headers: { "content-type": "application/json", "x-razorpay-signature": hmacSha256Hex(webhookSecret, raw), "x-razorpay-event-id": eventId },
    payload: raw,
  });
}

describe("cancelling a paid online order", () => {
  const preview = (cookie: string, id: string) => ctx.app.inject({ url: `/api/orders/${id}/cancellation`, headers: { cookie } });

  it("tells the customer first how much comes back and when: what is left of the payment, which cancelling then refunds", async () => {
    const { cookie, order } = await paidOnlineOrder([1000, 250]);
    const before = await preview(cookie, order.id);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ cancellable: true, refund: { amount: order.total, within: "5–7 working days" } });

    const cancel = await ctx.app.inject({ method: "POST", url: `/api/orders/${order.id}/cancel`, headers: { cookie } });
    expect(cancel.json().refunds.map((made: { amount: string }) => made.amount)).toEqual([before.json().refund.amount]);
    expect((await preview(cookie, order.id)).json()).toEqual({ cancellable: false, refund: null });
  });

  it("tells a cash-on-delivery customer nothing comes back, and hides other customers' orders", async () => {
    const { cookie, order } = await codOrderOf(1000, 1, false);
    expect((await preview(cookie, order.id)).json()).toEqual({ cancellable: true, refund: null });
    const stranger = await quickCustomer(ctx.database.db);
    expect((await preview(stranger.cookie, order.id)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/orders/${order.id}/cancellation` })).statusCode).toBe(401);
  });

  it("refunds it in full once, through the sandbox, whose webhook settles it: the payment is refunded", async () => {
    const { cookie, order, paymentId, products: [product] } = await paidOnlineOrder([1000]);
    expect(await stockOf(product!.id)).toBe(9);
    const cancel = await ctx.app.inject({ method: "POST", url: `/api/orders/${order.id}/cancel`, headers: { cookie } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refunded: order.total, refunds: [{ amount: order.total, method: "razorpay", restocked: false }] });
    expect(await stockOf(product!.id)).toBe(10);

    const settled = await orderOnce(cookie, order.id, (view) => view.refunds[0]?.state === "processed");
    expect(settled).toMatchObject({ paymentStatus: "refunded", refunded: order.total, refunds: [{ state: "processed", processedAt: expect.any(String) }] });
    expect(await sandboxRefundsOf(paymentId)).toEqual([expect.objectContaining({ amount: paise(order.total), status: "processed" })]);
    // The payment's own webhook, arriving late, changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await orderOf(cookie, order.id)).paymentStatus).toBe("refunded");
  });

  it("refuses an administrator's cancel without a reason, changing nothing, and shows what cancelling would refund", async () => {
    const { cookie, order, products: [product] } = await paidOnlineOrder([1200]);
    const listed = (await asAdmin("GET", "/api/admin/orders?limit=100")).json().find((candidate: { id: string }) => candidate.id === order.id);
    expect(listed).toMatchObject({ refundOnCancel: order.total });
    for (const payload of [{ status: "cancelled" }, { status: "cancelled", reason: "   " }]) {
      const refused = await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, payload);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: "invalid_input", field: "reason", message: expect.stringContaining("reason") });
    }
    expect(await orderOf(cookie, order.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid", refunds: [] });
    expect(await stockOf(product!.id)).toBe(9);
  });

  it("refunds once when an administrator cancels with a reason, kept with the refund, and never again for the same order", async () => {
    const { cookie, order, paymentId } = await paidOnlineOrder([1500]);
    const reason = "The courier cannot reach this PIN code";
    const cancel = await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "cancelled", expectedStatus: "confirmed", reason: ` ${reason} ` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ paymentStatus: "refunded", refunded: order.total, refundOnCancel: "0.00", refunds: [{ amount: order.total, reason }] });
    expect((await orderOf(cookie, order.id)).refunds).toMatchObject([{ amount: order.total, reason }]);
    await orderOnce(cookie, order.id, (view) => view.refunds[0]?.state === "processed");
    expect((await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "cancelled" })).statusCode).toBe(200);
    expect((await orderOf(cookie, order.id)).refunds).toHaveLength(1);
    expect(await sandboxRefundsOf(paymentId)).toHaveLength(1);

    // The money went back: the order cannot be reopened (and shipped) without being paid again.
    const reopen = await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "shipped", expectedStatus: "cancelled" });
    expect(reopen.statusCode, reopen.body).toBe(409);
    expect(reopen.json()).toMatchObject({ code: "conflict", message: expect.stringContaining("cannot be reopened") });
    expect((await orderOf(cookie, order.id)).status).toBe("cancelled");
  });

  it("marks the refund failed when the bank refuses it: the money counts as not refunded and can be refunded again", async () => {
    const { cookie, order, paymentId } = await paidOnlineOrder([800]);
    expect((await ctx.app.inject({ method: "POST", url: `/sandbox/razorpay/v1/payments/${paymentId}/refund-outcome/failed` })).statusCode).toBe(200);
    await ctx.app.inject({ method: "POST", url: `/api/orders/${order.id}/cancel`, headers: { cookie } });
    const failed = await orderOnce(cookie, order.id, (view) => view.refunds[0]?.state === "failed");
    expect(failed).toMatchObject({ status: "cancelled", paymentStatus: "paid", refunded: "0.00" });

    await ctx.app.inject({ method: "POST", url: `/sandbox/razorpay/v1/payments/${paymentId}/refund-outcome/processed` });
    const again = await refund(order.id, { amount: order.total, reason: "Second try after the bank refused" });
    expect(again.statusCode, again.body).toBe(201);
    const settled = await orderOnce(cookie, order.id, (view) => view.refunds[1]?.state === "processed");
    expect(settled).toMatchObject({ paymentStatus: "refunded", refunded: order.total });
  });
});

describe("the sandbox's Refunds API", () => {
  it("answers the same idempotency key with the same refund, and refuses more than was captured", async () => {
    const { order, paymentId } = await paidOnlineOrder([1000]);
    const refundApi = (body: object, key?: string) =>
      ctx.app.inject({
        method: "POST",
        url: `/sandbox/razorpay/v1/payments/${paymentId}/refund`,
        headers: { authorization: sandboxAuth, ...(key ? { "x-refund-idempotency": key } : {}) },
        payload: body,
      });
    const first = await refundApi({ amount: 10000, speed: "normal", notes: { why: "test" } }, "sandbox-key-0001");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: expect.stringMatching(/^rfnd_/), entity: "refund", amount: 10000, payment_id: paymentId, status: "pending" });
    const again = await refundApi({ amount: 10000, speed: "normal", notes: { why: "test" } }, "sandbox-key-0001");
    expect(again.json().id).toBe(first.json().id);
    expect((await refundApi({ amount: 20000 }, "sandbox-key-0001")).json()).toMatchObject({ error: { code: "BAD_REQUEST_ERROR" } });
    const tooMuch = await refundApi({ amount: paise(order.total) - 10000 + 1 }, "sandbox-key-0002");
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.description).toContain("greater than");
    expect((await refundApi({ amount: 100 }, "sandbox-key-0003")).statusCode).toBe(200);
    expect(await sandboxRefundsOf(paymentId)).toHaveLength(2);
    expect((await ctx.app.inject({ method: "POST", url: `/sandbox/razorpay/v1/payments/${paymentId}/refund`, payload: { amount: 100 } })).statusCode).toBe(401);
  });
});

describe("the refund webhooks", () => {
  it("apply once: the same event again, or the same news in another event, changes nothing", async () => {
    const { cookie, order, paymentId } = await paidOnlineOrder([700]);
    await ctx.app.inject({ method: "POST", url: `/api/orders/${order.id}/cancel`, headers: { cookie } });
    const settled = await orderOnce(cookie, order.id, (view) => view.refunds[0]?.state === "processed");
    const [gatewayRefund] = await sandboxRefundsOf(paymentId);
    const event = (name: string) => ({
      entity: "event",
      event: name,
      contains: ["refund"],
      payload: { refund: { entity: { id: gatewayRefund!.id, entity: "refund", amount: gatewayRefund!.amount, payment_id: paymentId, status: name.slice(7), notes: [] } } },
    });
    expect((await webhook(event("refund.processed"), "evt_refund_same")).json()).toEqual({ status: "ignored" });
    expect((await webhook(event("refund.processed"), "evt_refund_same")).json()).toEqual({ status: "duplicate" });
    expect((await webhook(event("refund.failed"), "evt_refund_late_failure")).json()).toEqual({ status: "ignored" });
    expect(await orderOf(cookie, order.id)).toEqual(settled);
  });

  it("ignore a refund the shop does not know", async () => {
    const body = { event: "refund.processed", payload: { refund: { entity: { id: "rfnd_Unknown000001", payment_id: "pay_Unknown000001", amount: 100, status: "processed", notes: { refundId: "not-a-uuid" } } } } };
    expect((await webhook(body, "evt_unknown_refund")).json()).toEqual({ status: "ignored" });
  });
});

describe("an administrator's refund of an online order", () => {
  it("refunds lines by their share of what was paid, GST included, returning their stock when asked", async () => {
    const { cookie, order, products: [cot, bib] } = await paidOnlineOrder([1000, 333], 3);
    const cotLine = order.orderItems.find((line) => line.productId === cot!.id)!;
    const bibLine = order.orderItems.find((line) => line.productId === bib!.id)!;
    expect(await stockOf(bib!.id)).toBe(7);

    const restocked = await refund(order.id, { lines: [{ orderLineId: bibLine.id, quantity: 1 }], reason: "One bib came back torn", restock: true });
    expect(restocked.statusCode, restocked.body).toBe(201);
    const after = restocked.json().order;
    // ₹333 + 18% GST = ₹392.94 a unit; one of three.
    expect(after.refunds).toEqual([expect.objectContaining({ amount: "392.94", method: "razorpay", restocked: true, reason: "One bib came back torn" })]);
    expect(after).toMatchObject({ paymentStatus: "partially_refunded", refunded: "392.94", customer: { id: expect.any(String) } });
    expect(after.orderItems.find((line: { id: string }) => line.id === bibLine.id).refundedQuantity).toBe(1);
    expect(await stockOf(bib!.id)).toBe(8);

    const kept = await refund(order.id, { lines: [{ orderLineId: bibLine.id, quantity: 2 }, { orderLineId: cotLine.id, quantity: 1 }], reason: "Not needed any more" });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json().order.refunds[1]).toMatchObject({ amount: "1965.88", restocked: false }); // 392.94 + 392.94 (rounded share) + 1180.00
    expect(await stockOf(bib!.id)).toBe(8);
    expect(await stockOf(cot!.id)).toBe(7);

    const tooMany = await refund(order.id, { lines: [{ orderLineId: bibLine.id, quantity: 1 }], reason: "Again" });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: "invalid_input", field: "lines" });
    await orderOnce(cookie, order.id, (view) => view.refunds.every((each) => each.state === "processed"));
  });

  it("gives a shipped order's refund its credit note once Razorpay has processed it, and a failed one none", async () => {
    const { cookie, order, paymentId } = await paidOnlineOrder([1200]);
    expect((await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "shipped" })).statusCode).toBe(200);
    const kinds = async () => ((await orderOf(cookie, order.id)) as OrderView & { taxDocuments: Array<{ kind: string }> }).taxDocuments.map((document) => document.kind);
    expect(await kinds()).toEqual(["invoice"]);

    await ctx.app.inject({ method: "POST", url: `/sandbox/razorpay/v1/payments/${paymentId}/refund-outcome/failed` });
    expect((await refund(order.id, { amount: "100.00", reason: "Late delivery" })).statusCode).toBe(201);
    await orderOnce(cookie, order.id, (view) => view.refunds[0]?.state === "failed");
    expect(await kinds()).toEqual(["invoice"]);

    await ctx.app.inject({ method: "POST", url: `/sandbox/razorpay/v1/payments/${paymentId}/refund-outcome/processed` });
    expect((await refund(order.id, { amount: "100.00", reason: "Late delivery, second try" })).statusCode).toBe(201);
    await orderOnce(cookie, order.id, (view) => view.refunds[1]?.state === "processed");
    expect(await kinds()).toEqual(["invoice", "credit_note"]);
  });

  it("credits a refund paid before the order shipped together with the invoice", async () => {
    const { cookie, order } = await paidOnlineOrder([900, 400]);
    expect((await refund(order.id, { amount: "50.00", reason: "Gift wrap was missing" })).statusCode).toBe(201);
    await orderOnce(cookie, order.id, (view) => view.refunds[0]?.state === "processed");
    expect((await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "shipped" })).statusCode).toBe(200);
    const documents = ((await orderOf(cookie, order.id)) as OrderView & { taxDocuments: Array<{ kind: string; total: string }> }).taxDocuments;
    expect(documents).toEqual([expect.objectContaining({ kind: "invoice", total: order.total }), expect.objectContaining({ kind: "credit_note", total: "50.00" })]);
  });

  it("refunds an amount, and refuses more than is left with 409", async () => {
    const { cookie, order, paymentId, products: [product] } = await paidOnlineOrder([1000]);
    const partial = await refund(order.id, { amount: "100.50", reason: "Late delivery" });
    expect(partial.statusCode, partial.body).toBe(201);
    expect(partial.json().order).toMatchObject({ paymentStatus: "partially_refunded", refunded: "100.50" });
    expect(await stockOf(product!.id)).toBe(9);

    const left = (paise(order.total) - 10050) / 100;
    const tooMuch = await refund(order.id, { amount: (left + 0.01).toFixed(2), reason: "Too much" });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: "refund_exceeds_payment", field: "amount" });

    const rest = await refund(order.id, { amount: left.toFixed(2), reason: "The rest" });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().order).toMatchObject({ paymentStatus: "refunded", refunded: order.total });
    expect((await refund(order.id, { amount: "1.00", reason: "Nothing left" })).json()).toMatchObject({ code: "not_refundable" });
    await orderOnce(cookie, order.id, (view) => view.refunds.every((each) => each.state === "processed"));
    expect((await sandboxRefundsOf(paymentId)).map((each) => each.amount).sort()).toEqual([10050, paise(order.total) - 10050].sort());
  });

  it("refuses an order that is not paid yet", async () => {
    const customer = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 1000 });
    await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie: customer.cookie }, payload: { productId: product.id, quantity: 1 } });
    const create = (amount: string) =>
      ctx.app.inject({ method: "POST", url: "/api/payment/create-order", headers: { cookie: customer.cookie }, payload: { amount, orderData: { shippingAddress: deliveryAddress } } });
    await create((await create("0.01")).json().totals.total);
    const [pending] = await ctx.database.db.select().from(orders).where(eq(orders.userId, customer.user.id));
    const response = await refund(pending!.id, { amount: "1.00", reason: "Unpaid" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "not_refundable" });
  });

  it("refuses bad bodies with 400", async () => {
    const { order } = await paidOnlineOrder([1000]);
    const line = order.orderItems[0]!;
    const bad: object[] = [
      { reason: "Neither lines nor amount" },
      { amount: "10.00", lines: [{ orderLineId: line.id, quantity: 1 }], reason: "Both" },
      { amount: "10.00" },
      { amount: "10.00", reason: "" },
      { amount: "10.00", reason: "x".repeat(501) },
      { amount: "0.00", reason: "Nothing" },
      { amount: "-5.00", reason: "Negative" },
      { amount: "10.001", reason: "Fractions of a paisa" },
      { amount: 10, reason: "A number" },
      { lines: [], reason: "No lines" },
      { lines: [{ orderLineId: "not-a-uuid", quantity: 1 }], reason: "Bad id" },
      { lines: [{ orderLineId: line.id, quantity: 0 }], reason: "Zero" },
      { lines: [{ orderLineId: crypto.randomUUID(), quantity: 1 }], reason: "A line of another order" },
      { lines: [{ orderLineId: line.id, quantity: 1 }, { orderLineId: line.id, quantity: 1 }], reason: "Twice the same line" },
      { lines: [{ orderLineId: line.id, quantity: 2 }], reason: "More than ordered" },
      { amount: "10.00", reason: "Online with a method", method: "upi", reference: "UPI123" },
      { amount: "10.00", reason: "Restock without lines", restock: true },
      { amount: "10.00", reason: "Unknown field", extra: 1 },
    ];
    for (const body of bad) {
      const response = await refund(order.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await refund(crypto.randomUUID(), { amount: "1.00", reason: "No such order" })).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ refundedPaise: 0, paymentStatus: "paid" });
  });

  it("is for administrators only", async () => {
    const { order, cookie } = await paidOnlineOrder([1000]);
    const body = { amount: "1.00", reason: "Not yours" };
    expect((await refund(order.id, body, cookie)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "POST", url: `/api/admin/orders/${order.id}/refunds`, payload: body })).statusCode).toBe(401);
    expect((await orderOf(cookie, order.id)).refunds).toEqual([]);
  });
});

describe("an administrator's refund of a cash-on-delivery order", () => {
  it("records a delivered order's refund paid by UPI as processed at once, returning stock only when asked", async () => {
    const { cookie, order, product } = await codOrderOf(1000, 2);
    expect(order.paymentStatus).toBe("paid");
    const line = order.orderItems[0]!;
    const noReference = await refund(order.id, { lines: [{ orderLineId: line.id, quantity: 1 }], reason: "Damaged", method: "upi" });
    expect(noReference.json()).toMatchObject({ code: "invalid_input", field: "reference" });
    expect((await refund(order.id, { amount: "10.00", reason: "No method", reference: "UTR1" })).json()).toMatchObject({ code: "invalid_input", field: "method" });

    const kept = await refund(order.id, { lines: [{ orderLineId: line.id, quantity: 1 }], reason: "Damaged in transit", method: "upi", reference: "UPI-4242-1111", restock: false });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json().order.refunds).toEqual([expect.objectContaining({ amount: "1180.00", method: "upi", state: "processed", reference: "UPI-4242-1111", restocked: false, processedAt: expect.any(String) })]);
    expect(await stockOf(product.id)).toBe(8);

    const returned = await refund(order.id, { lines: [{ orderLineId: line.id, quantity: 1 }], reason: "Returned unopened", method: "bank_transfer", reference: "NEFT-0001", restock: true });
    expect(returned.statusCode, returned.body).toBe(201);
    expect(returned.json().order.refunds[1]).toMatchObject({ method: "bank_transfer", state: "processed", restocked: true });
    expect(await stockOf(product.id)).toBe(9);
    const after = await orderOf(cookie, order.id);
    expect(after).toMatchObject({ paymentStatus: after.refunded === after.total ? "refunded" : "partially_refunded", refunded: "2360.00" });
  });

  it("refuses an order not delivered yet", async () => {
    const { order } = await codOrderOf(1000, 1, false);
    const response = await refund(order.id, { amount: "10.00", reason: "Too early", method: "upi", reference: "UPI1" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "not_refundable" });
  });

  it("gives back no more stock when the order is cancelled afterwards than it still held", async () => {
    const { order, product } = await codOrderOf(1000, 2);
    await refund(order.id, { lines: [{ orderLineId: order.orderItems[0]!.id, quantity: 1 }], reason: "One came back", method: "upi", reference: "UPI9", restock: true });
    expect(await stockOf(product.id)).toBe(9);
    expect((await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "cancelled", reason: "The rest came back" })).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(10);
  });
});

describe("the dashboard", () => {
  it("counts revenue net of refunds", async () => {
    const { order } = await codOrderOf(1000, 1);
    const revenue = async () => paise((await asAdmin("GET", "/api/admin/stats")).json().totalRevenue);
    const before = await revenue();
    const daily = async () => paise((await asAdmin("GET", "/api/admin/analytics?days=7")).json().daily.at(-1).revenue);
    const dailyBefore = await daily();
    expect((await refund(order.id, { amount: "250.00", reason: "Goodwill", method: "upi", reference: "UPI250" })).statusCode).toBe(201);
    expect(await revenue()).toBe(before - 25000);
    expect(await daily()).toBe(dailyBefore - 25000);
  });
});

describe("the database's last guard", () => {
  it("answers a refund total above the order's as 409 refund_exceeds_payment", async () => {
    const { order } = await codOrderOf(1000, 1);
    const failure = await ctx.database.db
      .update(orders)
      .set({ refundedPaise: paise(order.total) + 1 })
      .where(eq(orders.id, order.id))
      .then(() => undefined, (error: unknown) => error);
    expect(translateDatabaseError(failure)).toMatchObject({ code: "refund_exceeds_payment", status: 409 });
  });
});

// PGlite runs one query at a time, so only a PostgreSQL server can show a real race.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("two refunds of one order at the same moment", () => {
  it("takes one and refuses the other when together they exceed the payment", async () => {
    const { order } = await paidOnlineOrder([1000]);
    const amount = ((paise(order.total) * 0.6) / 100).toFixed(2);
    const responses = await Promise.all([refund(order.id, { amount, reason: "First" }), refund(order.id, { amount, reason: "Second" })]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json()).toMatchObject({ code: "refund_exceeds_payment" });
    const rows = await ctx.database.db.select().from(refundRows).where(eq(refundRows.orderId, order.id));
    expect(rows).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.refundedPaise).toBe(paise(amount));
  });
});
