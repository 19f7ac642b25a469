import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users as userRows } from "../../db/schema/accounts";
import { products } from "../../db/schema/catalog";
import { orders as orderRows } from "../../db/schema/orders";
import { quickCustomer } from "../../test/accounts";
import { subscribeAndConfirm } from "../../test/newsletter";
import { catalogueFixture, codOrder } from "../../test/shop-fixtures";
import { createTestApp, GST_ADDED, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
let admin: { cookie: string; user: { id: string } };

beforeAll(async () => {
  ctx = await createTestApp(GST_ADDED);
  shop = await catalogueFixture(ctx.database.db);
  admin = await quickCustomer(ctx.database.db, { isAdmin: true, firstName: "Meera" });
});
afterAll(() => ctx?.close());

const asAdmin = (method: "GET" | "POST" | "PUT", url: string, payload?: object) => ctx.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
const stockOf = async (id: number) => (await ctx.database.db.select().from(products).where(eq(products.id, id)))[0]!.stockQuantity;

async function placeOrder(cookie: string, productId: number, quantity: number, total: string) {
  const response = await ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie }, payload: codOrder([{ productId, quantity }], total) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order as { id: string; orderNumber: string };
}

describe("one shop's figures, computed by hand", () => {
  // A fresh shop: two customers, three orders (one cancelled), two products.
  let fresh: TestContext;
  let ravi: Awaited<ReturnType<typeof quickCustomer>>;
  let freshAdmin: Awaited<ReturnType<typeof quickCustomer>>;
  beforeAll(async () => {
    fresh = await createTestApp(GST_ADDED);
    const db = fresh.database.db;
    const goods = await catalogueFixture(db);
    const cot = await goods.product({ name: "Wooden Cot", price: 5000, stockQuantity: 10 });
    const bib = await goods.product({ name: "Cotton Bib", price: 200, stockQuantity: 10 });
    freshAdmin = await quickCustomer(db, { isAdmin: true });
    ravi = await quickCustomer(db, { firstName: "Ravi" });
    const asha = await quickCustomer(db, { firstName: "Asha" });
    const place = async (cookie: string, productId: number, quantity: number, total: string) =>
      (await fresh.app.inject({ method: "POST", url: "/api/orders", headers: { cookie }, payload: codOrder([{ productId, quantity }], total) })).json().order;
    await place(ravi.cookie, cot.id, 1, "5900.00"); // 5000 + 900 GST, free shipping
    await place(ravi.cookie, bib.id, 2, "588.82"); // 400 + 72 GST + 99 shipping + 17.82 GST on it
    const cancelled = await place(asha.cookie, bib.id, 1, "352.82"); // 200 + 36 + 99 + 17.82
    await fresh.app.inject({ method: "PUT", url: `/api/admin/orders/${cancelled.id}/status`, payload: { status: "cancelled" }, headers: { cookie: freshAdmin.cookie } });
  });
  afterAll(() => fresh?.close());

  it("shows true totals on the dashboard", async () => {
    const stats = (await fresh.app.inject({ url: "/api/admin/stats", headers: { cookie: freshAdmin.cookie } })).json();
    expect(stats).toEqual({ totalProducts: 2, totalOrders: 3, ordersToShip: 2, totalRevenue: "6488.82" });
  });

  it("counts users, their orders and what they spent", async () => {
    const { users, counts } = (await fresh.app.inject({ url: "/api/admin/users", headers: { cookie: freshAdmin.cookie } })).json();
    expect(counts).toEqual({ totalUsers: 3, administrators: 1, activeLast30Days: 0, totalOrders: 3 });
    const raviRow = users.find((user: { id: string }) => user.id === ravi.user.id);
    expect(raviRow).toMatchObject({ orderCount: 2, totalSpent: "6488.82", isAdmin: false });
    const search = (await fresh.app.inject({ url: "/api/admin/users?search=ravi", headers: { cookie: freshAdmin.cookie } })).json();
    expect(search.users).toHaveLength(1);
    await fresh.database.db.update(userRows).set({ phoneNumber: "+91 99887-76655" }).where(eq(userRows.id, ravi.user.id));
    const byPhone = (await fresh.app.inject({ url: `/api/admin/users?search=${encodeURIComponent("99887 76655")}`, headers: { cookie: freshAdmin.cookie } })).json();
    expect(byPhone.users.map((user: { id: string }) => user.id)).toEqual([ravi.user.id]);
  });

  it("shows today's revenue, statuses, payment methods and top products", async () => {
    const analytics = (await fresh.app.inject({ url: "/api/admin/analytics?days=7", headers: { cookie: freshAdmin.cookie } })).json();
    expect(analytics.daily).toHaveLength(7);
    expect(analytics.daily.at(-1)).toMatchObject({ orders: 2, revenue: "6488.82" });
    expect(analytics.byStatus).toEqual(expect.arrayContaining([{ status: "confirmed", orders: 2 }, { status: "cancelled", orders: 1 }]));
    expect(analytics.byPaymentMethod).toEqual([{ paymentMethod: "cod", orders: 2, revenue: "6488.82" }]);
    expect(analytics.topByRevenue.map((p: { name: string }) => p.name)).toEqual(["Wooden Cot", "Cotton Bib"]);
    expect(analytics.topByUnits[0]).toMatchObject({ name: "Cotton Bib", units: 2, revenue: "400.00" });
    expect((await fresh.app.inject({ url: "/api/admin/analytics?days=12", headers: { cookie: freshAdmin.cookie } })).statusCode).toBe(400);
  });
});

describe("managing orders", () => {
  it("lists orders with their customer, filtered and paged, with the total in a header", async () => {
    const customer = await quickCustomer(ctx.database.db, { firstName: "Kiran" });
    const product = await shop.product({ price: 1000, stockQuantity: 20 });
    for (let i = 0; i < 3; i++) await placeOrder(customer.cookie, product.id, 1, "1180.00");
    const page = await asAdmin("GET", "/api/admin/orders?limit=2&offset=0&status=confirmed&paymentStatus=pending");
    expect(page.json()).toHaveLength(2);
    expect(Number(page.headers["x-total-count"])).toBeGreaterThanOrEqual(3);
    expect(page.json()[0]).toMatchObject({ status: "confirmed", customer: { name: "Kiran Rao" }, orderItems: [expect.objectContaining({ quantity: 1 })] });
    expect((await asAdmin("GET", "/api/admin/orders?status=lost")).statusCode).toBe(400);
  });

  it("finds orders by part of their number, the customer's name or the shipping phone, in any case", async () => {
    const customer = await quickCustomer(ctx.database.db, { firstName: "Zubeida" });
    const product = await shop.product({ price: 1000, stockQuantity: 20 });
    const mine = await placeOrder(customer.cookie, product.id, 1, "1180.00");
    const gift = await placeOrder(customer.cookie, product.id, 1, "1180.00");
    const [address] = await ctx.database.db.select({ shippingAddress: orderRows.shippingAddress }).from(orderRows).where(eq(orderRows.id, gift.id));
    await ctx.database.db
      .update(orderRows)
      .set({ shippingAddress: { ...address!.shippingAddress, firstName: "Xerxes", lastName: "Quill", phone: "+91 91234-56789" } })
      .where(eq(orderRows.id, gift.id));
    const found = async (search: string) => {
      const response = await asAdmin("GET", `/api/admin/orders?search=${encodeURIComponent(search)}`);
      expect(response.statusCode, response.body).toBe(200);
      const ids = (response.json() as { id: string }[]).map((order) => order.id);
      expect(Number(response.headers["x-total-count"])).toBe(ids.length);
      return ids;
    };
    expect(await found(mine.orderNumber)).toEqual([mine.id]);
    expect(await found(mine.orderNumber.slice(-5))).toContain(mine.id);
    expect(await found("zubEIDA")).toEqual([gift.id, mine.id]); // the account's name, newest first
    expect(await found("xerxes q")).toEqual([gift.id]); // the shipping address's name
    expect(await found("1234-567")).toEqual([gift.id]); // the phone as written
    expect(await found("9123456789")).toEqual([gift.id]); // its digits, written otherwise
    expect(await found("no such customer")).toEqual([]);
    expect(await found("100%")).toEqual([]);
    const paged = await asAdmin("GET", "/api/admin/orders?search=zubeida&limit=1&offset=1");
    expect(paged.json().map((order: { id: string }) => order.id)).toEqual([mine.id]);
    expect(paged.headers["x-total-count"]).toBe("2");
  });

  it("filters by the days an order was placed, whole days in India time", async () => {
    const customer = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 1000, stockQuantity: 20 });
    const placedAt = {
      lateOn14: "2020-03-14T18:29:59.999Z", // 23:59:59.999 on 14 March in India
      startOf15: "2020-03-14T18:30:00.000Z", // midnight starting 15 March in India
      lateOn15: "2020-03-15T18:29:59.999Z",
      startOf16: "2020-03-15T18:30:00.000Z",
    };
    const ids: Record<string, string> = {};
    for (const [name, at] of Object.entries(placedAt)) {
      const order = await placeOrder(customer.cookie, product.id, 1, "1180.00");
      await ctx.database.db.update(orderRows).set({ createdAt: new Date(at) }).where(eq(orderRows.id, order.id));
      ids[name] = order.id;
    }
    const between = async (query: string) => {
      const response = await asAdmin("GET", `/api/admin/orders?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(Number(response.headers["x-total-count"])).toBe(response.json().length);
      return (response.json() as { id: string }[]).map((order) => order.id);
    };
    expect(await between("placedFrom=2020-03-15&placedTo=2020-03-15")).toEqual([ids.lateOn15, ids.startOf15]);
    expect(await between("placedFrom=2020-03-14&placedTo=2020-03-14")).toEqual([ids.lateOn14]);
    expect(await between("placedTo=2020-03-14")).toContain(ids.lateOn14);
    expect(await between("placedTo=2020-03-14")).not.toContain(ids.startOf15);
    expect((await between("placedFrom=2020-03-16&placedTo=2020-12-31")).slice(-1)).toEqual([ids.startOf16]);
  });

  it("refuses a bad date or an upside-down range, naming the field", async () => {
    for (const [query, field] of [
      ["placedFrom=2026-02-30", "placedFrom"],
      ["placedTo=27-11-2026", "placedTo"],
      ["placedFrom=2026-11-27&placedTo=2026-11-26", "placedTo"],
    ]) {
      const response = await asAdmin("GET", `/api/admin/orders?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: "invalid_input", field });
    }
    expect((await asAdmin("GET", "/api/admin/orders?queue=later")).json()).toMatchObject({ field: "queue" });
  });

  it("counts the orders waiting to be shipped on the dashboard, and lists just those", async () => {
    const customer = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 1000, stockQuantity: 20 });
    const cod = await placeOrder(customer.cookie, product.id, 1, "1180.00");
    const shipped = await placeOrder(customer.cookie, product.id, 1, "1180.00");
    await asAdmin("PUT", `/api/admin/orders/${shipped.id}/status`, { status: "shipped" });
    const unpaidOnline = await placeOrder(customer.cookie, product.id, 1, "1180.00");
    await ctx.database.db.update(orderRows).set({ status: "pending", paymentMethod: "razorpay", paymentStatus: "pending" }).where(eq(orderRows.id, unpaidOnline.id));
    const paidOnline = await placeOrder(customer.cookie, product.id, 1, "1180.00");
    await ctx.database.db.update(orderRows).set({ paymentMethod: "razorpay", paymentStatus: "paid" }).where(eq(orderRows.id, paidOnline.id));

    const queue = await asAdmin("GET", "/api/admin/orders?queue=to-ship&limit=100");
    const ids = (queue.json() as { id: string; status: string }[]).map((order) => order.id);
    expect(ids).toEqual(expect.arrayContaining([cod.id, paidOnline.id]));
    expect(ids).not.toContain(shipped.id);
    expect(ids).not.toContain(unpaidOnline.id);
    expect(queue.json().every((order: { status: string }) => ["pending", "confirmed"].includes(order.status))).toBe(true);
    const stats = (await asAdmin("GET", "/api/admin/stats")).json();
    expect(stats.ordersToShip).toBe(Number(queue.headers["x-total-count"]));
    expect(stats.ordersToShip).toBe(ids.length);
    const mineToShip = await asAdmin("GET", `/api/admin/orders?queue=to-ship&search=${encodeURIComponent(cod.orderNumber)}`);
    expect(mineToShip.json().map((order: { id: string }) => order.id)).toEqual([cod.id]);
  });

  it("changes statuses, records who did it, returns stock once on cancel and takes it again on reopening", async () => {
    const customer = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 1000, stockQuantity: 5 });
    const order = await placeOrder(customer.cookie, product.id, 2, "2360.00");
    expect(await stockOf(product.id)).toBe(3);

    const shipped = await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "shipped" });
    expect(shipped.json()).toMatchObject({ status: "shipped" });
    await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "cancelled" });
    await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "cancelled" });
    expect(await stockOf(product.id)).toBe(5);

    const reopened = await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "delivered", expectedStatus: "cancelled" });
    expect(reopened.json()).toMatchObject({ status: "delivered", paymentStatus: "paid" });
    expect(await stockOf(product.id)).toBe(3);
    expect(reopened.json().statusHistory.map((entry: { status: string }) => entry.status)).toEqual(["confirmed", "shipped", "cancelled", "delivered"]);
    expect((await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "lost" })).statusCode).toBe(400);
  });

  it("keeps the courier and AWB number given when shipping, for the administrator and the customer", async () => {
    const customer = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 1000, stockQuantity: 5 });
    const order = await placeOrder(customer.cookie, product.id, 1, "1180.00");
    const shipped = await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "shipped", expectedStatus: "confirmed", courier: " Delhivery ", trackingNumber: "1234567890123" });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ status: "shipped", courier: "Delhivery", trackingNumber: "1234567890123" });
    const seen = (await ctx.app.inject({ url: `/api/orders/${order.id}`, headers: { cookie: customer.cookie } })).json();
    expect(seen).toMatchObject({ courier: "Delhivery", trackingNumber: "1234567890123" });

    const withoutAwb = await placeOrder(customer.cookie, product.id, 1, "1180.00");
    const plain = await asAdmin("PUT", `/api/admin/orders/${withoutAwb.id}/status`, { status: "shipped" });
    expect(plain.json()).toMatchObject({ status: "shipped", courier: null, trackingNumber: null });
    const tooLong = await asAdmin("PUT", `/api/admin/orders/${withoutAwb.id}/status`, { status: "shipped", trackingNumber: "9".repeat(41) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: "trackingNumber" });
  });

  it("refuses to reopen a cancelled order whose stock is gone", async () => {
    const customer = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 1000, stockQuantity: 1 });
    const order = await placeOrder(customer.cookie, product.id, 1, "1180.00");
    await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "cancelled" });
    await placeOrder((await quickCustomer(ctx.database.db)).cookie, product.id, 1, "1180.00");
    const response = await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "confirmed" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "insufficient_stock" });
    expect(await stockOf(product.id)).toBe(0);
  });
});

describe("an administrator and a customer changing one order", () => {
  const cancelAsCustomer = (cookie: string, orderId: string) => ctx.app.inject({ method: "POST", url: `/api/orders/${orderId}/cancel`, headers: { cookie } });

  it("refuses to ship an order the customer cancelled after the administrator looked, changing nothing", async () => {
    const customer = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 1000, stockQuantity: 5 });
    const order = await placeOrder(customer.cookie, product.id, 2, "2360.00");
    expect((await cancelAsCustomer(customer.cookie, order.id)).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(5);

    const ship = await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "shipped", expectedStatus: "confirmed" });
    expect(ship.statusCode).toBe(409);
    expect(ship.json()).toMatchObject({ code: "conflict", message: "This order was changed meanwhile (it is now cancelled). Please check it again." });
    expect(await stockOf(product.id)).toBe(5);
    const [listed] = (await asAdmin("GET", "/api/admin/orders?status=cancelled&limit=100")).json().filter((row: { id: string }) => row.id === order.id);
    expect(listed).toMatchObject({ status: "cancelled" });
    expect(listed.statusHistory.map((entry: { status: string }) => entry.status)).toEqual(["confirmed", "cancelled"]);
  });

  it("changes the status when the order is still as the administrator saw it", async () => {
    const customer = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 1000, stockQuantity: 5 });
    const order = await placeOrder(customer.cookie, product.id, 1, "1180.00");
    const ship = await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "shipped", expectedStatus: "confirmed" });
    expect(ship.statusCode, ship.body).toBe(200);
    expect(ship.json()).toMatchObject({ status: "shipped" });
    expect((await cancelAsCustomer(customer.cookie, order.id)).statusCode).toBe(409);
    expect((await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "delivered", expectedStatus: "lost" })).statusCode).toBe(400);
  });

  it("ships or delivers a cancelled order only when the administrator says they saw it cancelled", async () => {
    const customer = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 1000, stockQuantity: 5 });
    const order = await placeOrder(customer.cookie, product.id, 1, "1180.00");
    await cancelAsCustomer(customer.cookie, order.id);
    for (const status of ["shipped", "delivered"]) {
      const refused = await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: "conflict", field: "expectedStatus", message: expect.stringContaining("cancelled") });
    }
    expect(await stockOf(product.id)).toBe(5);
    const reopened = await asAdmin("PUT", `/api/admin/orders/${order.id}/status`, { status: "shipped", expectedStatus: "cancelled" });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ status: "shipped" });
    expect(await stockOf(product.id)).toBe(4);
  });
});

describe("administrators", () => {
  it("grants and removes the flag, but never from the last administrator", async () => {
    const lonely = await createTestApp(GST_ADDED);
    try {
      const onlyAdmin = await quickCustomer(lonely.database.db, { isAdmin: true });
      const customer = await quickCustomer(lonely.database.db);
      const put = (id: string, isAdmin: boolean, cookie = onlyAdmin.cookie) => lonely.app.inject({ method: "PUT", url: `/api/admin/users/${id}`, payload: { isAdmin }, headers: { cookie } });
      const refused = await put(onlyAdmin.user.id, false);
      expect(refused.statusCode).toBe(409);
      expect((await put(customer.user.id, true)).json()).toMatchObject({ isAdmin: true });
      expect((await lonely.app.inject({ url: "/api/auth/user", headers: { cookie: customer.cookie } })).json().user.isAdmin).toBe(true);
      expect((await put(onlyAdmin.user.id, false)).json()).toMatchObject({ isAdmin: false });
      expect((await put(customer.user.id, false, customer.cookie)).statusCode).toBe(409);
    } finally {
      await lonely.close();
    }
  });
});

describe("messages", () => {
  it("lists contact messages and subscribers newest first, and exports subscribers as CSV", async () => {
    await subscribeAndConfirm(ctx.app, ctx.database.db, "+cmd@example.in");
    await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Asha", email: "asha@example.in", phone: "9876543210", subject: "Return", message: "I would like to return a bottle." },
      remoteAddress: "10.7.0.2",
    });
    const { messages, subscribers } = (await asAdmin("GET", "/api/admin/messages")).json();
    expect(messages[0]).toMatchObject({ subject: "Return" });
    expect(subscribers[0]).toMatchObject({ email: "+cmd@example.in" });
    const csv = await asAdmin("GET", "/api/admin/subscribers.csv");
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.split("\r\n")[0]).toBe("email,subscribed_at,unsubscribe_url");
    expect(csv.body).toContain(`"'+cmd@example.in"`);
  });
});
