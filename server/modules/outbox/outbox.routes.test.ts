import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@shared/schemas/orders";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder } from "../../test/shop-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";
import type { AccountMailData } from "./mail-data";
import { createOutboxAdminService } from "./outbox-admin.service";
import { insertMail, type MailRow } from "./outbox.repo";

let ctx: TestContext;
let adminCookie: string;
let customer: Awaited<ReturnType<typeof quickCustomer>>;
const mails: Record<string, MailRow> = {};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const resetData = (token: string | null): AccountMailData => ({ firstName: "Kavya", email: "kavya@example.in", token });

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  adminCookie = (await quickCustomer(db, { isAdmin: true })).cookie;
  customer = await quickCustomer(db);
  const userId = customer.user.id;
  // Written out of order, so that the list's order is its own.
  mails.sent = await insertMail(db, {
    kind: "password_reset",
    toAddress: "kavya@example.in",
    subject: "Reset your KiddoKart password",
    data: resetData(null),
    state: "sent",
    attempts: 1,
    userId,
    createdAt: minutesAgo(40),
    sentAt: minutesAgo(39),
  });
  mails.newest = await insertMail(db, {
    kind: "password_reset",
    toAddress: "kavya@example.in",
    subject: "Reset your KiddoKart password",
    data: resetData("reset-token-for-the-outbox-test"),
    state: "not_sent",
    lastError: "not sent: no mail server configured",
    userId,
    createdAt: minutesAgo(1),
  });
  mails.failed = await insertMail(db, {
    kind: "welcome",
    toAddress: "kavya@example.in",
    subject: "Welcome to KiddoKart: please verify your e-mail address",
    data: resetData(null),
    state: "failed",
    attempts: 12,
    lastError: "550 mailbox unavailable",
    userId,
    createdAt: minutesAgo(30),
  });
  mails.pending = await insertMail(db, {
    kind: "verify_email",
    toAddress: "new.address@example.in",
    subject: "Verify your e-mail address for KiddoKart",
    data: { firstName: null, email: "new.address@example.in", token: "verify-token-for-the-outbox-test" },
    attempts: 2,
    lastError: "connect ECONNREFUSED",
    nextAttemptAt: minutesAgo(-5),
    userId,
    createdAt: minutesAgo(10),
  });
  mails.oldest = await insertMail(db, {
    kind: "welcome",
    toAddress: "kavya@example.in",
    subject: "Welcome to KiddoKart: please verify your e-mail address",
    data: resetData(null),
    state: "sent",
    attempts: 1,
    userId,
    createdAt: minutesAgo(50),
    sentAt: minutesAgo(49),
  });
});
afterAll(() => ctx?.close());

const asAdmin = (url: string) => ctx.app.inject({ method: "GET", url, headers: { cookie: adminCookie } });
const idsOf = (response: { json(): { mails: Array<{ id: string }> } }) => response.json().mails.map((mail) => mail.id);

describe("the outbox list", () => {
  it("lists every mail newest first, with the total and whether a mail server is configured", async () => {
    const response = await asAdmin("/api/admin/outbox");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(idsOf(response)).toEqual([mails.newest, mails.pending, mails.failed, mails.sent, mails.oldest].map((mail) => mail!.id));
    expect(response.json()).toMatchObject({ total: 5, mailServerConfigured: false });
    expect(response.json().mails[0]).toEqual({
      id: mails.newest!.id,
      kind: "password_reset",
      to: "kavya@example.in",
      subject: "Reset your KiddoKart password",
      state: "not_sent",
      attempts: 0,
      lastError: "not sent: no mail server configured",
      nextAttemptAt: null,
      orderId: null,
      createdAt: mails.newest!.createdAt.toISOString(),
      sentAt: null,
    });
  });

  it("gives the next attempt's time for pending mails only", async () => {
    const listed = (await asAdmin("/api/admin/outbox")).json().mails as Array<{ id: string; nextAttemptAt: string | null; sentAt: string | null }>;
    const byId = new Map(listed.map((mail) => [mail.id, mail]));
    expect(byId.get(mails.pending!.id)!.nextAttemptAt).toBe(mails.pending!.nextAttemptAt.toISOString());
    for (const other of [mails.newest, mails.failed, mails.sent, mails.oldest]) expect(byId.get(other!.id)!.nextAttemptAt).toBeNull();
    expect(byId.get(mails.sent!.id)!.sentAt).toBe(mails.sent!.sentAt!.toISOString());
  });

  it("filters by state, the total counting the mails of that state", async () => {
    const sent = await asAdmin("/api/admin/outbox?state=sent");
    expect(idsOf(sent)).toEqual([mails.sent!.id, mails.oldest!.id]);
    expect(sent.json().total).toBe(2);
    const failed = await asAdmin("/api/admin/outbox?state=failed");
    expect(failed.json()).toMatchObject({ total: 1, mails: [{ id: mails.failed!.id, state: "failed", attempts: 12, lastError: "550 mailbox unavailable" }] });
  });

  it("pages through the list with limit and offset", async () => {
    const page = await asAdmin("/api/admin/outbox?limit=2&offset=2");
    expect(idsOf(page)).toEqual([mails.failed!.id, mails.sent!.id]);
    expect(page.json().total).toBe(5);
    const pastTheEnd = await asAdmin("/api/admin/outbox?limit=2&offset=10");
    expect(pastTheEnd.json()).toMatchObject({ mails: [], total: 5 });
  });

  it("refuses a malformed query with a message", async () => {
    for (const query of ["state=lost", "limit=0", "limit=101", "offset=-1", "limit=ten"]) {
      const response = await asAdmin(`/api/admin/outbox?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: "invalid_input", message: expect.any(String) });
    }
  });

  it("says a mail server is configured when one is", async () => {
    const withServer = createOutboxAdminService(ctx.database.db, { mail: { ...ctx.config.mail, smtpUrl: "smtp://mail.invalid:587" } });
    expect(await withServer.list({ limit: 1, offset: 0 })).toMatchObject({ total: 5, mailServerConfigured: true });
  });
});

describe("a mail of the outbox", () => {
  it("shows the mail as its recipient sees it: the sender, the HTML and the plain text", async () => {
    const response = await asAdmin(`/api/admin/outbox/${mails.newest!.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { mail } = response.json();
    expect(mail).toMatchObject({ id: mails.newest!.id, kind: "password_reset", state: "not_sent", to: "kavya@example.in", subject: "Reset your KiddoKart password", from: ctx.config.mail.from });
    expect(mail.html).toMatch(/<html/i);
    expect(mail.html).toContain("reset-token-for-the-outbox-test");
    expect(mail.text).toContain("reset-token-for-the-outbox-test");
    expect(mail.text).toContain(ctx.config.mail.shopUrl);
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it("shows a sent mail whose one-time link was erased", async () => {
    const response = await asAdmin(`/api/admin/outbox/${mails.sent!.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().mail).toMatchObject({ state: "sent", nextAttemptAt: null, html: expect.any(String), text: expect.any(String) });
  });

  it("shows an order mail, rendered from the order as it was", async () => {
    const shop = await catalogueFixture(ctx.database.db);
    const product = await shop.product({ price: 1000 });
    const place = (total: string) =>
      ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: customer.cookie }, payload: codOrder([{ productId: product.id, quantity: 1 }], total) });
    const placed = await place((await place("0.01")).json().totals.total);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as Order;
    const row = await insertMail(ctx.database.db, {
      kind: "order_placed",
      toAddress: "kavya@example.in",
      subject: `Your KiddoKart order ${order.orderNumber} is confirmed`,
      data: { order, firstName: "Kavya" },
      orderId: order.id,
      userId: customer.user.id,
    });
    const response = await asAdmin(`/api/admin/outbox/${row.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { mail } = response.json();
    expect(mail).toMatchObject({ kind: "order_placed", state: "pending", orderId: order.id, nextAttemptAt: row.nextAttemptAt.toISOString() });
    expect(mail.html).toContain(order.orderNumber);
    expect(mail.text).toContain(order.orderNumber);
  });

  it("shows a mail whose stored data cannot be read as unreadable, and the list still lists it", async () => {
    const corrupt = [
      await insertMail(ctx.database.db, { kind: "order_shipped", toAddress: "kavya@example.in", subject: "Your KiddoKart order is on its way", data: { firstName: "Kavya" } }),
      await insertMail(ctx.database.db, { kind: "order_placed", toAddress: "kavya@example.in", subject: "Your KiddoKart order is confirmed", data: { order: { orderItems: [{}] } } }),
      await insertMail(ctx.database.db, { kind: "password_reset", toAddress: "kavya@example.in", subject: "Reset your KiddoKart password", data: "not an object" }),
    ];
    for (const row of corrupt) {
      const response = await asAdmin(`/api/admin/outbox/${row.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().mail).toMatchObject({ id: row.id, kind: row.kind, to: "kavya@example.in", subject: row.subject, html: null, text: null, unreadable: expect.stringMatching(/cannot be read/) });
    }
    const list = await asAdmin("/api/admin/outbox?limit=100");
    expect(list.statusCode, list.body).toBe(200);
    expect(idsOf(list)).toEqual(expect.arrayContaining([...corrupt.map((row) => row.id), mails.newest!.id]));
    const readable = (await asAdmin(`/api/admin/outbox/${mails.newest!.id}`)).json().mail;
    expect(readable).toMatchObject({ unreadable: null, html: expect.any(String) });
  });

  it("answers 404 for an unknown mail, 400 for an id that is no mail id", async () => {
    const unknown = await asAdmin("/api/admin/outbox/00000000-0000-4000-8000-000000000001");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "not_found", message: "Mail not found" });
    const malformed = await asAdmin("/api/admin/outbox/not-a-mail");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: "invalid_input", message: expect.any(String) });
  });
});

describe("who may read the outbox", () => {
  it("refuses visitors (401) and customers (403)", async () => {
    for (const url of ["/api/admin/outbox", `/api/admin/outbox/${mails.newest!.id}`]) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(401);
      const forbidden = await ctx.app.inject({ url, headers: { cookie: customer.cookie } });
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json()).toMatchObject({ code: "forbidden" });
    }
  });
});
