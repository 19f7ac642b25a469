import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users as userRows } from "../../db/schema/accounts";
import { products } from "../../db/schema/catalog";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder } from "../../test/shop-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
let admin: { cookie: string; user: { id: string } };

beforeAll(async () => {
  ctx = await createTestApp();
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
    fresh = await createTestApp();
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
    await place(ravi.cookie, bib.id, 2, "571.00"); // 400 + 72 GST + 99 shipping
    const cancelled = await place(asha.cookie, bib.id, 1, "335.00"); // 200 + 36 + 99
    await fresh.app.inject({ method: "PUT", url: `/api/admin/orders/${cancelled.id}/status`, payload: { status: "cancelled" }, headers: { cookie: freshAdmin.cookie } });
  });
  afterAll(() => fresh?.close());

  it("shows true totals on the dashboard", async () => {
    const stats = (await fresh.app.inject({ url: "/api/admin/stats", headers: { cookie: freshAdmin.cookie } })).json();
    expect(stats).toEqual({ totalProducts: 2, totalOrders: 3, pendingOrders: 0, totalRevenue: "6471.00" });
  });

  it("counts users, their orders and what they spent", async () => {
    const { users, counts } = (await fresh.app.inject({ url: "/api/admin/users", headers: { cookie: freshAdmin.cookie } })).json();
    expect(counts).toEqual({ totalUsers: 3, administrators: 1, activeLast30Days: 0, totalOrders: 3 });
    const raviRow = users.find((user: { id: string }) => user.id === ravi.user.id);
    expect(raviRow).toMatchObject({ orderCount: 2, totalSpent: "6471.00", isAdmin: false });
    const search = (await fresh.app.inject({ url: "/api/admin/users?search=ravi", headers: { cookie: freshAdmin.cookie } })).json();
    expect(search.users).toHaveLength(1);
    await fresh.database.db.update(userRows).set({ phoneNumber: "+91 99887-76655" }).where(eq(userRows.id, ravi.user.id));
    const byPhone = (await fresh.app.inject({ url: `/api/admin/users?search=${encodeURIComponent("99887 76655")}`, headers: { cookie: freshAdmin.cookie } })).json();
    expect(byPhone.users.map((user: { id: string }) => user.id)).toEqual([ravi.user.id]);
  });

  it("shows today's revenue, statuses, payment methods and top products", async () => {
    const analytics = (await fresh.app.inject({ url: "/api/admin/analytics?days=7", headers: { cookie: freshAdmin.cookie } })).json();
    expect(analytics.daily).toHaveLength(7);
    expect(analytics.daily.at(-1)).toMatchObject({ orders: 2, revenue: "6471.00" });
    expect(analytics.byStatus).toEqual(expect.arrayContaining([{ status: "confirmed", orders: 2 }, { status: "cancelled", orders: 1 }]));
    expect(analytics.byPaymentMethod).toEqual([{ paymentMethod: "cod", orders: 2, revenue: "6471.00" }]);
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
    const lonely = await createTestApp();
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
    await ctx.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: { email: "+cmd@example.in" }, remoteAddress: "10.7.0.1" });
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
