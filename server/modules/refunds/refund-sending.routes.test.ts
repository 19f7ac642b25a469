import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { orders } from "../../db/schema/orders";
import { refunds } from "../../db/schema/refunds";
import { createEventBus } from "../../events/event-bus";
import { quickCustomer } from "../../test/accounts";
import { startRazorpayStandIn, type RazorpayStandIn } from "../../test/razorpay-stand-in";
import { catalogueFixture, deliveryAddress } from "../../test/shop-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";
import { createRazorpayGateway } from "../payments/razorpay-gateway";
import { hmacSha256Hex } from "../payments/signatures";
import { createRefundsService } from "./refunds.service";

// The shop with real Razorpay keys, its API a stand-in on a loopback port that can be down.
const WEBHOOK_SECRET = "whsec-refund-tests";
const keys = { keyId: "rzp_test_Live123", keySecret: "live-secret" };

let standIn: RazorpayStandIn;
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  ctx = await createTestApp({ RAZORPAY_KEY_ID: keys.keyId, RAZORPAY_KEY_SECRET: keys.keySecret, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, RAZORPAY_API_URL: standIn.apiUrl });
  shop = await catalogueFixture(ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
  await standIn?.close();
});

/** The refund sender as the job runs it, in a process of its own. */
const job = () =>
  createRefundsService(ctx.database.db, { gateway: createRazorpayGateway({ ...keys, apiUrl: standIn.apiUrl }), events: createEventBus({ log: ctx.app.log }) });
const inAnHour = () => new Date(Date.now() + 3_600_000);

let eventSequence = 0;
function webhook(event: string, payload: object, eventId = `evt_refund_${++eventSequence}`) {
  const raw = JSON.stringify({ entity: "event", event, contains: Object.keys(payload), payload });
  return ctx.app.inject({
    method: "POST",
    url: "/api/payment/webhook",
    headers: { "content-type": "application/json", "x-razorpay-signature": hmacSha256Hex(WEBHOOK_SECRET, raw), "x-razorpay-event-id": eventId },
    payload: raw,
  });
}

/** A customer's order paid online (the stand-in's gateway order, captured by webhook). */
async function paidOrder() {
  const customer = await quickCustomer(ctx.database.db);
  const product = await shop.product({ price: 1000, stockQuantity: 5 });
  await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie: customer.cookie }, payload: { productId: product.id, quantity: 1 } });
  const create = (amount: string) =>
    ctx.app.inject({ method: "POST", url: "/api/payment/create-order", headers: { cookie: customer.cookie }, payload: { amount, orderData: { shippingAddress: deliveryAddress } } });
  const { orderId: gatewayOrderId } = (await create((await create("0.01")).json().totals.total)).json();
  const paymentId = `pay_Live${String(++eventSequence).padStart(10, "0")}`;
  await webhook("payment.captured", { payment: { entity: { id: paymentId, entity: "payment", order_id: gatewayOrderId, status: "captured" } } });
  const [order] = await ctx.database.db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
  expect(order!.paymentStatus).toBe("paid");
  return { ...customer, order: order!, paymentId };
}

const refundsOf = (orderId: string) => ctx.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));

/** The order's first refund, once the sender has had Razorpay's answer for it. */
const sentRefundOf = (orderId: string) =>
  vi.waitFor(
    async () => {
      const [refund] = await refundsOf(orderId);
      if (!refund?.gatewayRefundId) throw new Error("not sent yet");
      return refund;
    },
    { timeout: 15_000, interval: 50 },
  );

/** Waits for the send tried right after the commit (kicked in the background) to have happened. */
const triedOnce = (orderId: string) =>
  vi.waitFor(
    async () => {
      const [refund] = await refundsOf(orderId);
      if (!refund || refund.attempts < 1 || (refund.lastError === null && refund.gatewayRefundId === null)) throw new Error("not tried yet");
      return refund;
    },
    { timeout: 15_000, interval: 50 },
  );

const cancel = (cookie: string, orderId: string) => ctx.app.inject({ method: "POST", url: `/api/orders/${orderId}/cancel`, headers: { cookie } });

describe("sending refunds to Razorpay", () => {
  it("keeps the refund pending while Razorpay is down, and makes it exactly once when it is back", async () => {
    const { cookie, order } = await paidOrder();
    standIn.setMode("down");
    const response = await cancel(cookie, order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refunds: [{ state: "pending" }] });
    const waiting = await triedOnce(order.id);
    expect(waiting).toMatchObject({ state: "pending", gatewayRefundId: null, attempts: 1, lastError: expect.stringContaining("503") });
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());

    // Before its back-off is over, the job leaves it alone.
    expect(await job().sendDueRefunds()).toEqual({ sent: 0, refused: 0, retrying: 0 });
    standIn.setMode("up");
    expect(await job().sendDueRefunds({ now: inAnHour() })).toEqual({ sent: 1, refused: 0, retrying: 0 });
    expect(await job().sendDueRefunds({ now: inAnHour() })).toEqual({ sent: 0, refused: 0, retrying: 0 });

    const sent = (await refundsOf(order.id))[0]!;
    const made = standIn.refundFor(sent.idempotencyKey);
    expect(made).toMatchObject({ amount: order.totalPaise, notes: { refundId: sent.id, orderNumber: order.orderNumber } });
    expect(standIn.refunds().filter((refund) => refund.paymentId === made!.paymentId)).toHaveLength(1);
    expect(sent).toMatchObject({ state: "pending", gatewayRefundId: made!.id, attempts: 2, nextAttemptAt: null, lastError: null });
    expect(standIn.requests.filter((request) => request.idempotencyKey === sent.idempotencyKey)).toHaveLength(2);
  });

  it("asks again with the same key after losing Razorpay's answer, and gets the same refund back", async () => {
    const { cookie, order, paymentId } = await paidOrder();
    standIn.setMode("drop-after-create");
    await cancel(cookie, order.id);
    const lost = await triedOnce(order.id);
    expect(lost).toMatchObject({ state: "pending", gatewayRefundId: null });
    standIn.setMode("up");
    expect(await job().sendDueRefunds({ now: inAnHour() })).toMatchObject({ sent: 1 });
    const sent = (await refundsOf(order.id))[0]!;
    expect(standIn.refunds().filter((refund) => refund.paymentId === paymentId)).toHaveLength(1);
    expect(sent.gatewayRefundId).toBe(standIn.refundFor(sent.idempotencyKey)!.id);
  });

  it("settles a pending refund by its webhook once: the same webhook again changes nothing", async () => {
    const { cookie, order, paymentId } = await paidOrder();
    await cancel(cookie, order.id);
    const sent = await sentRefundOf(order.id);
    const processed = { refund: { entity: { id: sent.gatewayRefundId, entity: "refund", amount: sent.amountPaise, payment_id: paymentId, status: "processed", notes: { refundId: sent.id } } } };
    expect((await webhook("refund.processed", processed, "evt_processed_once")).json()).toEqual({ status: "applied" });
    const [settled] = await refundsOf(order.id);
    expect(settled).toMatchObject({ state: "processed", processedAt: expect.any(Date) });
    const [orderAfter] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));

    expect((await webhook("refund.processed", processed, "evt_processed_once")).json()).toEqual({ status: "duplicate" });
    expect((await webhook("refund.processed", processed)).json()).toEqual({ status: "ignored" });
    expect(await refundsOf(order.id)).toEqual([settled]);
    expect((await ctx.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toEqual(orderAfter);
  });

  it("on refund.failed gives the amount back to refund again, once", async () => {
    const { cookie, order, paymentId } = await paidOrder();
    await cancel(cookie, order.id);
    const sent = await sentRefundOf(order.id);
    const failed = { refund: { entity: { id: sent.gatewayRefundId, entity: "refund", amount: sent.amountPaise, payment_id: paymentId, status: "failed", notes: [] } } };
    expect((await webhook("refund.failed", failed)).json()).toEqual({ status: "applied" });
    expect((await webhook("refund.failed", failed)).json()).toEqual({ status: "ignored" });
    expect((await refundsOf(order.id))[0]).toMatchObject({ state: "failed", lastError: expect.any(String) });
    const [after] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: "cancelled", paymentStatus: "paid", refundedPaise: 0 });
  });
});
