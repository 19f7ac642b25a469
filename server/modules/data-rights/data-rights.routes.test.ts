import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataExport } from "@shared/schemas/data-rights";
import { rateLimitCounters, sessions, users } from "../../db/schema/accounts";
import { mailOutbox } from "../../db/schema/mail";
import { orders } from "../../db/schema/orders";
import { contactMessages, newsletterPendingSubscribers, newsletterSubscribers } from "../../db/schema/shopping";
import { taxDocuments } from "../../db/schema/tax-documents";
import { quickCustomer, signedInCustomer, signIn } from "../../test/accounts";
import { subscribeAndConfirm } from "../../test/newsletter";
import { catalogueFixture, codOrder, deliveryAddress } from "../../test/shop-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";
import { EXPORTS_PER_HOUR } from "./data-rights.service";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
let admin: Awaited<ReturnType<typeof quickCustomer>>;
beforeAll(async () => {
  ctx = await createTestApp({ ORDER_NOTIFY_EMAIL: "orders@shop.invalid" });
  shop = await catalogueFixture(ctx.database.db);
  admin = await quickCustomer(ctx.database.db, { isAdmin: true });
});
afterAll(() => ctx?.close());

const exportOf = (cookie: string) => ctx.app.inject({ method: "GET", url: "/api/profile/data", headers: { cookie } });
const deleteAccount = (cookie: string, payload: object, ip = "10.20.0.1") =>
  ctx.app.inject({ method: "POST", url: "/api/profile/delete", headers: { cookie }, payload, remoteAddress: ip });

async function setStatus(orderId: string, status: string) {
  const response = await ctx.app.inject({ method: "PUT", url: `/api/admin/orders/${orderId}/status`, headers: { cookie: admin.cookie }, payload: { status } });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * A customer who has used every part of the shop: a delivered order (with its tax invoice) to their
 * own address, a review, a wishlist, a cart, the newsletter and the contact form.
 */
async function busyCustomer(person: { firstName: string; lastName: string; street: string; phone: string; city: string; comment: string }) {
  const customer = await signedInCustomer(ctx.app, { firstName: person.firstName, lastName: person.lastName, phoneNumber: person.phone });
  const { cookie } = customer;
  const [bought, wished] = [await shop.product({ price: 1000 }), await shop.product({ price: 500 })];
  const address = { ...deliveryAddress, firstName: person.firstName, lastName: person.lastName, address: person.street, phone: person.phone, city: person.city };
  const placed = await ctx.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { cookie },
    payload: codOrder([{ productId: bought.id, quantity: 1 }], "1000.00", { shippingAddress: address, notes: `Ring twice, ask for ${person.firstName}` }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().order as { id: string; orderNumber: string };
  await setStatus(order.id, "shipped");
  await setStatus(order.id, "delivered");
  const reviewed = await ctx.app.inject({ method: "POST", url: `/api/products/${bought.id}/reviews`, headers: { cookie }, payload: { rating: 4, comment: person.comment } });
  expect(reviewed.statusCode, reviewed.body).toBe(201);
  await ctx.app.inject({ method: "POST", url: "/api/wishlist", headers: { cookie }, payload: { productId: wished.id } });
  await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { productId: wished.id, quantity: 2 } });
  await ctx.app.inject({ method: "POST", url: "/api/newsletter/subscribe", headers: { cookie }, payload: { email: customer.email }, remoteAddress: `10.30.${Math.floor(Math.random() * 250)}.1` });
  await ctx.database.db
    .insert(contactMessages)
    .values({ name: person.firstName, email: customer.email.toUpperCase(), phone: person.phone, subject: "Size of the nappies", message: `Hello, this is ${person.firstName}.` });
  return { ...customer, person, order, bought, wished, address };
}

const asha = () =>
  busyCustomer({ firstName: "Asha", lastName: "Verma", street: "12, MG Road, Near City Mall", phone: "9811111111", city: "Jaipur", comment: "Asha's baby loves this bottle" });
const ravi = () =>
  busyCustomer({ firstName: "Ravi", lastName: "Iyer", street: "7, Temple Street, Mylapore", phone: "9822222222", city: "Chennai", comment: "Ravi found it sturdy" });

describe("GET /api/profile/data", () => {
  it("downloads exactly the signed-in customer's own data, and nobody else's", async () => {
    const [a, r] = [await asha(), await ravi()];
    await ctx.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, a.id));

    const response = await exportOf(a.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="kiddokart-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const data = response.json() as DataExport;

    expect(data.about).toContain("Everything KiddoKart holds about your account");
    expect(data.profile).toMatchObject({ id: a.id, email: a.email, firstName: "Asha", lastName: "Verma", phoneNumber: "9811111111", emailVerified: true, isAdmin: false });
    expect(data.signInMethods).toEqual({ password: true, identityProvider: false });
    expect(data.addresses).toEqual([a.address]);
    expect(data.orders.map((order) => order.orderNumber)).toEqual([a.order.orderNumber]);
    expect(data.orders[0]).toMatchObject({ status: "delivered", notes: "Ring twice, ask for Asha", shippingAddress: a.address });
    expect(data.orders[0]!.statusHistory.map((change) => change.status)).toEqual(["confirmed", "shipped", "delivered"]);
    expect(data.orders[0]!.taxDocuments).toEqual([expect.objectContaining({ kind: "invoice", number: expect.any(String) })]);
    expect(data.reviews).toEqual([expect.objectContaining({ product: expect.objectContaining({ id: a.bought.id }), rating: 4, comment: "Asha's baby loves this bottle" })]);
    expect(data.wishlist.map((line) => line.product.id)).toEqual([a.wished.id]);
    expect(data.cart).toEqual([expect.objectContaining({ product: expect.objectContaining({ id: a.wished.id }), quantity: 2 })]);
    // Given while the address was not verified: it awaits its confirmation link, and the download says so.
    expect(data.newsletter).toEqual({ subscribed: false, subscriptions: [{ email: a.email, subscribedAt: expect.any(String), confirmed: false }] });
    expect(data.sessions).toEqual([expect.objectContaining({ current: true, ipAddress: "10.0.0.1" })]);
    expect(data.mails.map((mail) => mail.kind)).toEqual(expect.arrayContaining(["welcome", "order_placed", "order_shipped", "order_delivered"]));
    expect(data.mails.every((mail) => mail.to === a.email)).toBe(true);
    expect(data.contactMessages).toEqual([expect.objectContaining({ name: "Asha", message: "Hello, this is Asha." })]);

    // Nothing of the other customer, and no secret of this one.
    for (const foreign of [r.email, r.id, "Ravi", "Iyer", "Temple Street", "9822222222", "Chennai", r.order.orderNumber, "Ravi found it sturdy"]) {
      expect(response.body).not.toContain(foreign);
    }
    for (const secret of ["passwordHash", "password_hash", "scrypt", "tokenHash", "token"]) expect(response.body).not.toContain(secret);

    // The other customer's own download has theirs; contact messages only once the address is verified.
    const theirs = (await exportOf(r.cookie)).json() as DataExport;
    expect(theirs.profile.email).toBe(r.email);
    expect(theirs.orders.map((order) => order.orderNumber)).toEqual([r.order.orderNumber]);
    expect(theirs.contactMessages).toEqual([]);
  });

  it("requires a signed-in customer", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/profile/data" })).statusCode).toBe(401);
  });

  it(`answers 429 after ${EXPORTS_PER_HOUR} downloads in an hour`, async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    for (let i = 0; i < EXPORTS_PER_HOUR; i += 1) expect((await exportOf(cookie)).statusCode).toBe(200);
    const flooded = await exportOf(cookie);
    expect(flooded.statusCode).toBe(429);
    expect(Number(flooded.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("POST /api/profile/delete", () => {
  it("refuses a wrong or missing password, naming the field, and throttles guesses like sign-in does", async () => {
    const customer = await signedInCustomer(ctx.app);
    expect((await deleteAccount(customer.cookie, {})).json()).toMatchObject({ code: "invalid_input", field: "password" });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await deleteAccount(customer.cookie, { password: "not-my-password" }, "10.21.0.1");
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(400);
      expect(wrong.json()).toMatchObject({ code: "invalid_input", field: "password", message: "Password is incorrect" });
    }
    // Blocked from this address now, even with the right password; sign-in from it is blocked alike.
    expect((await deleteAccount(customer.cookie, { password: customer.password }, "10.21.0.1")).statusCode).toBe(429);
    const login = await ctx.app.inject({ method: "POST", url: "/api/login", payload: { email: customer.email, password: customer.password }, remoteAddress: "10.21.0.1" });
    expect(login.statusCode).toBe(429);
    expect((await ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: customer.cookie } })).statusCode).toBe(200);
    expect((await ctx.database.db.select().from(users).where(eq(users.id, customer.id))).length).toBe(1);
  });

  it("erases the account: sign-in refused, sessions gone, orders kept without name, phone and street, invoices unchanged, others untouched", async () => {
    const [a, r] = [await asha(), await ravi()];
    await ctx.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, a.id));
    const otherDevice = await signIn(ctx.app, a.email, a.password, "10.22.0.9");
    await ctx.app.inject({ method: "POST", url: "/api/login", payload: { email: a.email, password: "a-wrong-guess" }, remoteAddress: "10.22.0.7" });
    const [invoiceBefore] = await ctx.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, a.order.id));
    expect(invoiceBefore!.content).toMatchObject({ recipient: expect.objectContaining({ name: "Asha Verma" }) });
    const ravisExportBefore = (await exportOf(r.cookie)).json() as DataExport;

    const response = await deleteAccount(a.cookie, { password: a.password });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: expect.stringContaining("Your account is deleted"), ordersKept: 1, reviewsKept: 1 });
    const cleared = response.cookies.find((cookie) => cookie.name === "kk_session");
    expect(cleared?.value).toBe("");

    // The sign-in throttle's counters that named the address went with it (a later try counts anew).
    const address = a.email.toLowerCase();
    expect(await ctx.database.db.select().from(rateLimitCounters).where(sql`strpos(${rateLimitCounters.key}, ${address}) > 0`)).toEqual([]);

    // Signed out everywhere, and no way back in.
    for (const cookie of [a.cookie, otherDevice]) expect((await ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(401);
    const login = await ctx.app.inject({ method: "POST", url: "/api/login", payload: { email: a.email, password: a.password }, remoteAddress: "10.22.0.8" });
    expect(login.statusCode).toBe(401);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, a.id))).toEqual([]);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, a.id))).toEqual([]);

    // The order stays for the books: amounts, lines and place of supply, without the person.
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, a.order.id));
    expect(order).toMatchObject({ userId: null, notes: null, totalPaise: 100_000, status: "delivered" });
    const kept = { firstName: "Erased account", lastName: "", address: "", phone: "", city: "Jaipur", state: "Rajasthan", pincode: "302001" };
    expect(order!.shippingAddress).toEqual(kept);
    expect(order!.billingAddress).toEqual(kept);
    // The invoice stays exactly as issued (GST retention).
    const [invoiceAfter] = await ctx.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, a.order.id));
    expect(invoiceAfter).toEqual(invoiceBefore);

    // The review stays, by 'Anonymous'; the rest of what named the account is gone.
    const reviews = (await ctx.app.inject({ url: `/api/products/${a.bought.id}/reviews` })).json();
    expect(reviews).toEqual([expect.objectContaining({ comment: "Asha's baby loves this bottle", rating: 4, user: { firstName: null } })]);
    expect(await ctx.database.db.select().from(newsletterSubscribers).where(eq(sql`lower(${newsletterSubscribers.email})`, address))).toEqual([]);
    expect(await ctx.database.db.select().from(newsletterPendingSubscribers).where(eq(sql`lower(${newsletterPendingSubscribers.email})`, address))).toEqual([]);
    expect(await ctx.database.db.select().from(contactMessages).where(eq(sql`lower(${contactMessages.email})`, address))).toEqual([]);
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(sql`lower(${mailOutbox.toAddress})`, address))).toEqual([]);
    // The shop's own copy of the order mail keeps the order, not the person.
    const copies = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, a.order.id));
    expect(copies.map((mail) => mail.kind)).toEqual(["new_order"]);
    const copy = JSON.stringify(copies[0]!.data);
    for (const personal of ["Asha", "Verma", "MG Road", "9811111111", "Ring twice"]) expect(copy).not.toContain(personal);
    expect(copy).toContain("302001");

    // The other customer keeps everything.
    expect((await exportOf(r.cookie)).json()).toEqual({ ...ravisExportBefore, exportedAt: expect.any(String), sessions: expect.any(Array) });
    expect((await ctx.app.inject({ method: "POST", url: "/api/login", payload: { email: r.email, password: r.password }, remoteAddress: "10.22.0.10" })).statusCode).toBe(200);

    // The erasure is on record for administrators only, without personal data.
    const listed = await ctx.app.inject({ method: "GET", url: "/api/admin/account-erasures", headers: { cookie: admin.cookie } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().erasures[0]).toEqual({ id: expect.any(String), formerUserId: a.id, erasedAt: expect.any(String), ordersKept: 1, reviewsKept: 1 });
    expect(listed.body).not.toContain(a.email);
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/account-erasures", headers: { cookie: r.cookie } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/account-erasures" })).statusCode).toBe(401);
  });

  it("leaves the newsletter subscription, mails and contact messages of an address the account never verified to the address's owner", async () => {
    const owner = `meera.${Date.now()}@example.in`;
    await subscribeAndConfirm(ctx.app, ctx.database.db, owner);
    const message = { name: "Meera", email: owner, phone: "9833333333", subject: "Gift wrapping", message: "Can you gift-wrap a pram?" };
    expect((await ctx.app.inject({ method: "POST", url: "/api/contact", payload: message, remoteAddress: "10.23.0.2" })).statusCode).toBe(201);

    // A stranger signs up with Meera's address, never verifies it, and deletes the account.
    const stranger = await signedInCustomer(ctx.app, { email: owner.toUpperCase() });
    const response = await deleteAccount(stranger.cookie, { password: stranger.password }, "10.23.0.3");
    expect(response.statusCode, response.body).toBe(200);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, stranger.id))).toEqual([]);

    expect(await ctx.database.db.select().from(newsletterSubscribers).where(eq(sql`lower(${newsletterSubscribers.email})`, owner))).toHaveLength(1);
    expect(await ctx.database.db.select().from(contactMessages).where(eq(sql`lower(${contactMessages.email})`, owner))).toHaveLength(1);
    // The account's own mails (its welcome) went with it.
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, stranger.id))).toEqual([]);
  });

  it("refuses while an order still has to be delivered, naming it", async () => {
    const customer = await signedInCustomer(ctx.app);
    const product = await shop.product({ price: 1000 });
    const placed = await ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: customer.cookie }, payload: codOrder([{ productId: product.id, quantity: 1 }], "1000.00") });
    const { orderNumber } = placed.json().order;
    const refused = await deleteAccount(customer.cookie, { password: customer.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(orderNumber);
    expect((await ctx.database.db.select().from(users).where(eq(users.id, customer.id))).length).toBe(1);
  });

  it("lets an account without a password go only after a recent sign-in", async () => {
    const fresh = await quickCustomer(ctx.database.db);
    const stale = await quickCustomer(ctx.database.db);
    await ctx.database.db.update(sessions).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(sessions.userId, stale.user.id));
    const refused = await deleteAccount(stale.cookie, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain("sign in again");
    expect((await deleteAccount(fresh.cookie, { password: "ignored" })).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(users).where(inArray(users.id, [fresh.user.id, stale.user.id]))).toEqual([expect.objectContaining({ id: stale.user.id })]);
  });

  it("keeps the shop's last administrator", async () => {
    const owner = await quickCustomer(ctx.database.db, { isAdmin: true });
    await ctx.database.db.update(users).set({ isAdmin: false }).where(sql`${users.id} <> ${owner.user.id} and ${users.isAdmin}`);
    const refused = await deleteAccount(owner.cookie, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("only administrator");
    await ctx.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    expect((await deleteAccount(owner.cookie, {})).statusCode).toBe(200);
  });

  it("requires a signed-in customer", async () => {
    expect((await ctx.app.inject({ method: "POST", url: "/api/profile/delete", payload: { password: "whatever-1" } })).statusCode).toBe(401);
  });
});
