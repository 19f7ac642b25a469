import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PlaceOrderSchema } from "@shared/schemas/orders";
import { orders } from "../../db/schema/orders";
import { createEventBus, type EventBus } from "../../events/event-bus";
import { DOMAIN_EVENTS, type DomainEvent, type DomainEventName } from "../../events/domain-events";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder } from "../../test/shop-fixtures";
import { createTestApp, GST_ADDED, type TestContext } from "../../test/test-app";
import { createPaymentsService } from "../payments/payments.service";
import { refundHooks } from "../refunds/refund-hooks";
import { createAdminOrdersService } from "./admin-orders.service";
import { createOrdersService } from "./orders.service";
import { placeOrder } from "./place-order";

// The services on a real database, with a bus that records what they announce.
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
let heard: DomainEvent[];
let events: EventBus;
beforeAll(async () => {
  ctx = await createTestApp(GST_ADDED);
  shop = await catalogueFixture(ctx.database.db);
  events = createEventBus({ log: ctx.app.log });
  heard = [];
  for (const name of Object.keys(DOMAIN_EVENTS) as DomainEventName[]) events.on(name, (payload) => void heard.push({ name, payload } as DomainEvent));
});
afterAll(() => ctx?.close());

const newlyHeard = () => heard.splice(0);
const cod = (productId: number, quantity: number, total: string) => PlaceOrderSchema.parse(codOrder([{ productId, quantity }], total));

it("announces the stock an order took and the order placed, once committed, and nothing for an order refused", async () => {
  const ordersService = createOrdersService(ctx.database.db, { maxUnitsPerProduct: 10, pricesIncludeGst: false, cashOnDelivery: ctx.config.cashOnDelivery, events, refundCancelled: refundHooks.refundCancelled });
  const product = await shop.product({ price: 500, stockQuantity: 2 });
  const { user } = await quickCustomer(ctx.database.db);

  await expect(ordersService.placeCashOnDelivery(user.id, cod(product.id, 3, "1770.00"))).rejects.toMatchObject({ code: "insufficient_stock" });
  expect(newlyHeard()).toEqual([]);

  const { order } = await ordersService.placeCashOnDelivery(user.id, cod(product.id, 2, "1180.00"), "key-for-events-1");
  expect(newlyHeard()).toEqual([
    { name: "stock.changed", payload: { productIds: [product.id] } },
    { name: "order.status_changed", payload: { orderId: order.id, from: null, to: "confirmed" } },
  ]);

  // The same Idempotency-Key again changes nothing, and says nothing.
  await ordersService.placeCashOnDelivery(user.id, cod(product.id, 2, "1180.00"), "key-for-events-1");
  expect(newlyHeard()).toEqual([]);

  await ordersService.cancel(user.id, order.id);
  expect(newlyHeard()).toEqual([
    { name: "stock.changed", payload: { productIds: [product.id] } },
    { name: "order.status_changed", payload: { orderId: order.id, from: "confirmed", to: "cancelled" } },
  ]);
});

it("says nothing of an earlier checkout cancelled by a newer one that then failed: its transaction rolled back", async () => {
  const cheap = await shop.product({ price: 500, stockQuantity: 5 });
  const scarce = await shop.product({ price: 500, stockQuantity: 1 });
  const { user } = await quickCustomer(ctx.database.db);
  const checkout = (productId: number, quantity: number, total: string) =>
    placeOrder(ctx.database.db, events, {
      userId: user.id,
      lines: [{ productId, quantity }],
      shippingAddress: cod(productId, quantity, total).orderData.shippingAddress,
      expectedTotal: total,
      paymentMethod: "razorpay",
      status: "pending",
      paymentStatus: "pending",
      removeFromCart: false,
      replaceUnpaidCheckout: true,
      maxUnitsPerProduct: 10,
      pricesIncludeGst: false,
    });
  const { orderId } = await checkout(cheap.id, 1, "706.82");
  newlyHeard();

  await expect(checkout(scarce.id, 2, "1180.00")).rejects.toMatchObject({ code: "insufficient_stock" });
  expect(newlyHeard()).toEqual([]);
  expect((await ctx.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ status: "pending" });
});

it("announces an administrator's status changes, and the stock a reopened order takes again", async () => {
  const ordersService = createOrdersService(ctx.database.db, { maxUnitsPerProduct: 10, pricesIncludeGst: false, cashOnDelivery: ctx.config.cashOnDelivery, events, refundCancelled: refundHooks.refundCancelled });
  const adminOrders = createAdminOrdersService(ctx.database.db, { events, seller: ctx.config.seller, refundCancelled: refundHooks.refundCancelled });
  const product = await shop.product({ price: 500, stockQuantity: 2 });
  const { user } = await quickCustomer(ctx.database.db);
  const admin = await quickCustomer(ctx.database.db, { isAdmin: true });
  const { order } = await ordersService.placeCashOnDelivery(user.id, cod(product.id, 1, "706.82"));
  newlyHeard();

  await adminOrders.changeStatus(admin.user.id, order.id, { status: "shipped" });
  expect(newlyHeard()).toEqual([{ name: "order.status_changed", payload: { orderId: order.id, from: "confirmed", to: "shipped" } }]);

  await adminOrders.changeStatus(admin.user.id, order.id, { status: "cancelled" });
  newlyHeard();
  await adminOrders.changeStatus(admin.user.id, order.id, { status: "confirmed" });
  expect(newlyHeard()).toEqual([
    { name: "stock.changed", payload: { productIds: [product.id] } },
    { name: "order.status_changed", payload: { orderId: order.id, from: "cancelled", to: "confirmed" } },
  ]);

  // Refused (the order changed meanwhile): nothing happened, nothing is said.
  await expect(adminOrders.changeStatus(admin.user.id, order.id, { status: "delivered", expectedStatus: "shipped" })).rejects.toMatchObject({ code: "conflict" });
  expect(newlyHeard()).toEqual([]);
});

it("announces the stock and the orders released by the expiry of unpaid checkouts, once", async () => {
  const payments = createPaymentsService(ctx.database.db, { gateway: undefined, maxUnitsPerProduct: 10, pricesIncludeGst: false, events, refunds: refundHooks });
  const ordersService = createOrdersService(ctx.database.db, { maxUnitsPerProduct: 10, pricesIncludeGst: false, cashOnDelivery: ctx.config.cashOnDelivery, events, refundCancelled: refundHooks.refundCancelled });
  const product = await shop.product({ price: 500, stockQuantity: 3 });
  const { user } = await quickCustomer(ctx.database.db);
  // An unpaid online order, as a checkout leaves it: pending, holding its stock, half an hour old.
  const { order } = await ordersService.placeCashOnDelivery(user.id, cod(product.id, 1, "706.82"));
  await ctx.database.db
    .update(orders)
    .set({ status: "pending", paymentMethod: "razorpay", createdAt: new Date(Date.now() - 31 * 60_000) })
    .where(eq(orders.id, order.id));
  newlyHeard();

  expect(await payments.expireUnpaidOrders(30 * 60_000)).toBeGreaterThanOrEqual(1);
  expect(newlyHeard()).toEqual(
    expect.arrayContaining([
      { name: "stock.changed", payload: { productIds: [product.id] } },
      { name: "order.status_changed", payload: { orderId: order.id, from: "pending", to: "cancelled" } },
    ]),
  );
  await payments.expireUnpaidOrders(30 * 60_000);
  expect(newlyHeard()).toEqual([]);
});
