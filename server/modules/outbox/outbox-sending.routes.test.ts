import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SHOP_NAME } from "@shared/constants";
import { queryRows } from "../../db/client";
import { mailOutbox } from "../../db/schema/mail";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder, deliveryAddress } from "../../test/shop-fixtures";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-server";
import { createTestApp, GST_ADDED, type TestContext } from "../../test/test-app";
import { createOutboxService, GIVE_UP_AFTER_MS, NO_MAIL_SERVER, type OutboxService } from "./outbox.service";
import { createSmtpTransport, type MailTransport } from "./mail-transport";

const OWNER = "owner@example.in";
let smtp: TestSmtpServer;
let ctx: TestContext;
let transport: MailTransport;
let outbox: OutboxService;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
let admin: Awaited<ReturnType<typeof quickCustomer>>;

// On a PostgreSQL server, pg warns when a second query is sent on a connection still running one (as
// in a transaction): reading an order for its mail must not.
const warnings: string[] = [];
const keepWarning = (warning: Error) => warnings.push(warning.message);

beforeAll(async () => {
  process.on("warning", keepWarning);
  smtp = await startTestSmtpServer();
  ctx = await createTestApp({ ...GST_ADDED, SMTP_URL: smtp.url, ORDER_NOTIFY_EMAIL: OWNER, PUBLIC_URL: "https://shop.kiddokart.invalid", SESSION_SECRET: "a-test-session-secret-of-at-least-32-chars" });
  transport = createSmtpTransport(smtp.url);
  outbox = createOutboxService(ctx.database.db, { transport, from: ctx.config.mail.from, shopUrl: ctx.config.mail.shopUrl });
  shop = await catalogueFixture(ctx.database.db);
  admin = await quickCustomer(ctx.database.db, { isAdmin: true });
});
afterAll(async () => {
  process.off("warning", keepWarning);
  transport?.close();
  await ctx?.close();
  await smtp?.close();
});
beforeEach(async () => {
  // Each test starts with everything earlier tests wrote already sent, and an empty mailbox.
  await outbox.sendDueMails({ now: new Date(Date.now() + 2 * GIVE_UP_AFTER_MS), limit: 1000 });
  smtp.received.length = 0;
  smtp.setDown(false);
});

const inAnHour = () => new Date(Date.now() + 3_600_000);
/** The database stamps rows in microseconds, the test's clock counts milliseconds: a row written this very millisecond is due a second later. */
const inASecond = () => new Date(Date.now() + 1000);
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to === address);
const outboxRowsOf = (orderId: string) => ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));

function asAdmin(method: "PUT" | "POST", url: string, payload: object) {
  return ctx.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
}

async function placeCodOrder(price = 1299, quantity = 2) {
  const customer = await quickCustomer(ctx.database.db, { firstName: "Meera" });
  const product = await shop.product({ name: "Soft Cotton Swaddle", slug: `soft-cotton-swaddle-${crypto.randomUUID()}`, price, stockQuantity: 10 });
  const place = (total: string) => ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: customer.cookie }, payload: codOrder([{ productId: product.id, quantity }], total) });
  const placed = await place((await place("0.01")).json().totals.total);
  expect(placed.statusCode, placed.body).toBe(201);
  return { customer, order: placed.json().order as { id: string; orderNumber: string; total: string } };
}

async function placeOnlineOrder() {
  const customer = await quickCustomer(ctx.database.db);
  const product = await shop.product({ price: 1000, stockQuantity: 10 });
  await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie: customer.cookie }, payload: { productId: product.id, quantity: 1 } });
  const create = (amount: string) =>
    ctx.app.inject({ method: "POST", url: "/api/payment/create-order", headers: { cookie: customer.cookie }, payload: { amount, orderData: { shippingAddress: deliveryAddress } } });
  const { orderId } = (await create((await create("0.01")).json().totals.total)).json();
  const pay = async () => {
    const paid = (await ctx.app.inject({ method: "POST", url: `/sandbox/razorpay/v1/checkout/${orderId}/pay`, payload: {} })).json();
    const verify = await ctx.app.inject({ method: "POST", url: "/api/payment/verify", headers: { cookie: customer.cookie }, payload: paid });
    expect(verify.statusCode, verify.body).toBe(200);
    return verify.json().order as { id: string; orderNumber: string; total: string };
  };
  return { customer, pay };
}

describe("order mails through a real SMTP server", () => {
  it("a cash-on-delivery order sends one confirmation to the customer and one copy to the owner, with the order's figures", async () => {
    const { customer, order } = await placeCodOrder(1299, 2);
    expect(await outbox.sendDueMails({ now: inASecond() })).toMatchObject({ sent: 2, retrying: 0 });
    const [confirmation] = mailsTo(customer.user.email);
    expect(mailsTo(customer.user.email)).toHaveLength(1);
    expect(confirmation!.subject).toBe(`Your ${SHOP_NAME} order ${order.orderNumber} is confirmed`);
    expect(confirmation!.from).toContain(ctx.config.mail.from.replace(/^.*</, "").replace(">", ""));
    for (const part of [confirmation!.html, confirmation!.text]) {
      expect(part).toContain(order.orderNumber);
      expect(part).toContain("Soft Cotton Swaddle");
      expect(part).toContain("₹3,065.64"); // 2 × ₹1,299.00 + 18% GST, shipping free
      expect(part).toContain(`https://shop.kiddokart.invalid/orders/${order.id}`);
    }
    const [copy] = mailsTo(OWNER);
    expect(mailsTo(OWNER)).toHaveLength(1);
    expect(copy!.subject).toBe(`New order ${order.orderNumber}: ₹3,065.64 (cash on delivery)`);
    expect(await outbox.sendDueMails({ now: inAnHour() })).toMatchObject({ sent: 0 });
  });

  it("shipping, delivering and cancelling each send exactly one mail to the customer", async () => {
    const { customer, order } = await placeCodOrder();
    const cancelled = await placeCodOrder();
    await outbox.sendDueMails({ now: inASecond() });
    smtp.received.length = 0;

    expect((await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "shipped" })).statusCode).toBe(200);
    expect((await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "delivered" })).statusCode).toBe(200);
    const cancel = await ctx.app.inject({ method: "POST", url: `/api/orders/${cancelled.order.id}/cancel`, headers: { cookie: cancelled.customer.cookie } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await outbox.sendDueMails({ now: inASecond() });

    expect(mailsTo(customer.user.email).map((mail) => mail.subject)).toEqual([`Your order ${order.orderNumber} has shipped`, `Your order ${order.orderNumber} has been delivered`]);
    const [cancellation] = mailsTo(cancelled.customer.user.email);
    expect(mailsTo(cancelled.customer.user.email)).toHaveLength(1);
    expect(cancellation!.subject).toBe(`Your order ${cancelled.order.orderNumber} has been cancelled`);
    expect(cancellation!.text).toContain("Nothing was charged");
    expect(mailsTo(OWNER)).toHaveLength(0);
  });

  it("an online order is confirmed when paid, not when placed; its cancellation tells of the refund in one mail", async () => {
    const { customer, pay } = await placeOnlineOrder();
    expect(await outbox.sendDueMails({ now: inASecond() })).toMatchObject({ sent: 0 });
    const order = await pay();
    await outbox.sendDueMails({ now: inASecond() });
    expect(mailsTo(customer.user.email).map((mail) => mail.subject)).toEqual([`Your ${SHOP_NAME} order ${order.orderNumber} is confirmed`]);
    expect(mailsTo(OWNER).map((mail) => mail.subject)).toEqual([`New order ${order.orderNumber}: ₹1,180.00 (paid online)`]);

    const cancel = await ctx.app.inject({ method: "POST", url: `/api/orders/${order.id}/cancel`, headers: { cookie: customer.cookie } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await outbox.sendDueMails({ now: inASecond() });
    const subjects = mailsTo(customer.user.email).map((mail) => mail.subject);
    expect(subjects).toEqual([`Your ${SHOP_NAME} order ${order.orderNumber} is confirmed`, `Your order ${order.orderNumber} has been cancelled`]);
    expect(mailsTo(customer.user.email)[1]!.text).toContain("₹1,180.00");
    expect((await outboxRowsOf(order.id)).map((row) => row.kind).sort()).toEqual(["new_order", "order_cancelled", "order_placed"]);
  });

  it("a refund by an administrator sends the customer one mail with its amount", async () => {
    const { customer, order } = await placeCodOrder(1000, 1);
    await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "delivered" });
    await outbox.sendDueMails({ now: inASecond() });
    smtp.received.length = 0;
    const refunded = await asAdmin("POST", `/api/admin/orders/${order.id}/refunds`, { amount: "250.00", method: "upi", reason: "Damaged box", reference: "UPI-REF-1234" });
    expect(refunded.statusCode, refunded.body).toBe(201);
    await outbox.sendDueMails({ now: inASecond() });
    expect(mailsTo(customer.user.email).map((mail) => mail.subject)).toEqual([`Refund of ₹250.00 for order ${order.orderNumber}`]);
    expect(mailsTo(customer.user.email)[0]!.text).toContain("UPI-REF-1234");
  });

  it("a transaction that fails writes no mail", async () => {
    const customer = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 500, stockQuantity: 1 });
    const place = (total: string) => ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: customer.cookie }, payload: codOrder([{ productId: product.id, quantity: 3 }], total) });
    expect((await place("1800.00")).statusCode).toBe(409);
    const rows = await queryRows<{ count: number }>(ctx.database.db, sql`select count(*)::int as count from mail_outbox where user_id = ${customer.user.id}`);
    expect(rows[0]!.count).toBe(0);
  });
});

describe("when the mail server is down", () => {
  it("keeps the mail pending with the server's answer, and sends it once when the server is back", async () => {
    const { customer } = await placeCodOrder();
    smtp.setDown(true);
    expect(await outbox.sendDueMails({ now: inASecond() })).toMatchObject({ sent: 0, retrying: 2 });
    const [pending] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.user.email));
    expect(pending).toMatchObject({ state: "pending", attempts: 1 });
    expect(pending!.lastError).toMatch(/451|busy/i);
    expect(await outbox.sendDueMails({ now: inASecond() })).toMatchObject({ sent: 0, retrying: 0 }); // backing off

    smtp.setDown(false);
    expect(await outbox.sendDueMails({ now: inAnHour() })).toMatchObject({ sent: 2 });
    expect(await outbox.sendDueMails({ now: new Date(Date.now() + 3 * 3_600_000) })).toMatchObject({ sent: 0 });
    expect(mailsTo(customer.user.email)).toHaveLength(1);
    const [sent] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.user.email));
    expect(sent).toMatchObject({ state: "sent", attempts: 2, lastError: null });
  });

  it("gives up a day after the mail was written, and erases its one-time link", async () => {
    const user = await quickCustomer(ctx.database.db);
    const [row] = await ctx.database.db
      .insert(mailOutbox)
      .values({ kind: "password_reset", toAddress: user.user.email, subject: "Reset", data: { firstName: null, email: user.user.email, token: "secret-token" }, userId: user.user.id })
      .returning();
    smtp.setDown(true);
    expect(await outbox.sendDueMails({ now: inASecond() })).toMatchObject({ retrying: 1 });
    expect(await outbox.sendDueMails({ now: new Date(row!.createdAt.getTime() + GIVE_UP_AFTER_MS + 60_000) })).toMatchObject({ failed: 1 });
    const [failed] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(failed).toMatchObject({ state: "failed", data: { token: null } });
  });
});

describe("without a mail server", () => {
  it("keeps every mail in the outbox as not sent", async () => {
    const noServer = createOutboxService(ctx.database.db, { from: ctx.config.mail.from, shopUrl: ctx.config.mail.shopUrl });
    const { order } = await placeCodOrder();
    expect(await noServer.sendDueMails({ now: inASecond() })).toMatchObject({ notSent: 2, sent: 0 });
    const rows = await outboxRowsOf(order.id);
    expect(rows.map((row) => [row.state, row.lastError])).toEqual([
      ["not_sent", NO_MAIL_SERVER],
      ["not_sent", NO_MAIL_SERVER],
    ]);
    expect(smtp.received).toHaveLength(0);
  });
});

describe("the outbox job", () => {
  it("sends a mail as soon as its transaction commits", async () => {
    const running = await createTestApp({ ...GST_ADDED, SMTP_URL: smtp.url }, { runJobs: true });
    try {
      const customer = await quickCustomer(running.database.db);
      const product = await (await catalogueFixture(running.database.db)).product({ price: 500, stockQuantity: 5 });
      const place = (total: string) => running.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: customer.cookie }, payload: codOrder([{ productId: product.id, quantity: 1 }], total) });
      expect((await place((await place("0.01")).json().totals.total)).statusCode).toBe(201);
      await smtp.waitFor(1);
      expect(smtp.received.map((mail) => mail.to)).toEqual([customer.user.email]);
    } finally {
      await running.close();
    }
  });
});

describe("the outbox job when the shop closes", () => {
  it("finishes sending the mail under way and records it before the shop has closed", async () => {
    const running = await createTestApp({ ...GST_ADDED, SMTP_URL: smtp.url }, { runJobs: true });
    try {
      const customer = await quickCustomer(running.database.db);
      const product = await (await catalogueFixture(running.database.db)).product({ price: 500, stockQuantity: 5 });
      const place = (total: string) => running.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: customer.cookie }, payload: codOrder([{ productId: product.id, quantity: 1 }], total) });
      smtp.setDelay(1_500);
      const placed = await place((await place("0.01")).json().totals.total);
      await new Promise((resolve) => setTimeout(resolve, 700)); // the mail is with the slow server now
      await running.app.close();
      const [row] = await running.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, placed.json().order.id));
      expect(row).toMatchObject({ state: "sent", attempts: 1 });
      expect(smtp.received.map((mail) => mail.to)).toEqual([customer.user.email]);
    } finally {
      smtp.setDelay(0);
      await running.close();
    }
  });
});

describe("reading orders for their mails", () => {
  it("sent no query beside another on one connection, in any test above", () => {
    expect(warnings.filter((message) => message.includes("already executing a query"))).toEqual([]);
  });
});
