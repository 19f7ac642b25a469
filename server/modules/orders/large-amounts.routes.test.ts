import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickCustomer } from "../../test/accounts";
import { createBrand, createCategory } from "../../test/factories";
import { codOrder, deliveryAddress } from "../../test/shop-fixtures";
import { createTestApp, GST_ADDED, type TestContext } from "../../test/test-app";

/** The largest 32-bit integer: what a paise column held before it became 64-bit (₹2,14,74,836.47). */
const INT32_MAX = 2_147_483_647;

let ctx: TestContext;
let admin: string;
let cradle: { id: number; slug: string };

beforeAll(async () => {
  ctx = await createTestApp({ ...GST_ADDED, COD_MAX_ORDER_AMOUNT: "1000000000" });
  const db = ctx.database.db;
  admin = (await quickCustomer(db, { isAdmin: true })).cookie;
  const category = await createCategory(db, { name: "Nursery Furniture" });
  const brand = await createBrand(db, { name: "Royal Crib Works" });
  const created = await ctx.app.inject({
    method: "POST",
    url: "/api/admin/products",
    headers: { cookie: admin },
    payload: { name: "Silver Heirloom Cradle", price: "10000000", stockQuantity: 10, categoryId: category.id, brandId: brand.id },
  });
  expect(created.statusCode, created.body).toBe(201);
  cradle = created.json();
});
afterAll(() => ctx?.close());

const inject = (method: "GET" | "POST", url: string, cookie?: string, payload?: object) => ctx.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

describe("amounts above 2^31 paise", () => {
  // Three cradles at ₹1,00,00,000: 3,00,00,000 + 18 % GST = ₹3,54,00,000, i.e. 3,540,000,000 paise.
  const total = "35400000.00";

  it("a product at the highest price is listed, goes into the cart and is ordered by cash on delivery", async () => {
    const listed = (await inject("GET", "/api/products?minPrice=10000000&maxPrice=10000000")).json();
    expect(listed.products.map((product: { slug: string }) => product.slug)).toEqual([cradle.slug]);
    expect(listed.products[0].price).toBe("10000000.00");
    expect((await inject("GET", "/api/products?sortBy=price&sortOrder=desc")).json().products[0].slug).toBe(cradle.slug);

    const customer = await quickCustomer(ctx.database.db);
    const added = await inject("POST", "/api/cart", customer.cookie, { productId: cradle.id, quantity: 3 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ quantity: 3, product: { price: "10000000.00" } });

    const placed = await inject("POST", "/api/orders", customer.cookie, codOrder([{ productId: cradle.id, quantity: 3 }], total));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(Number(total) * 100).toBeGreaterThan(INT32_MAX);
    const { order } = placed.json();
    expect(order).toMatchObject({ subtotal: "30000000.00", tax: "5400000.00", shipping: "0.00", total });
    expect(order.orderItems[0]).toMatchObject({ quantity: 3, price: "10000000.00", total: "30000000.00" });
    expect((await inject("GET", `/api/orders/${order.id}`, customer.cookie)).json()).toMatchObject({ total });

    // The back office adds such orders up in SQL: the sums come back as exact rupee amounts.
    const stats = (await inject("GET", "/api/admin/stats", admin)).json();
    expect(stats.totalRevenue).toBe(total);
    const users = (await inject("GET", "/api/admin/users", admin)).json().users;
    expect(users.find((user: { id: string }) => user.id === customer.user.id)).toMatchObject({ orderCount: 1, totalSpent: total });
    const analytics = (await inject("GET", "/api/admin/analytics?days=7", admin)).json();
    expect(analytics.topByRevenue[0]).toMatchObject({ productId: cradle.id, units: 3, revenue: "30000000.00" });
    expect(analytics.byPaymentMethod).toEqual([{ paymentMethod: "cod", orders: 1, revenue: total }]);
    const adminOrders = (await inject("GET", "/api/admin/orders", admin)).json();
    expect(adminOrders[0]).toMatchObject({ id: order.id, total });
  });

  it("an online payment for such an order is created for the whole amount in paise", async () => {
    const customer = await quickCustomer(ctx.database.db);
    await inject("POST", "/api/cart", customer.cookie, { productId: cradle.id, quantity: 3 });
    const response = await inject("POST", "/api/payment/create-order", customer.cookie, { amount: total, orderData: { shippingAddress: deliveryAddress } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().amount).toBe(3_540_000_000);
  });
});

describe("huge numbers in requests answer 400, never 500", () => {
  it.each(["minPrice=100000000", "maxPrice=1e300", "minPrice=1e400", "maxPrice=99999999999999999999999"])("the product list refuses %s", async (query) => {
    const response = await inject("GET", `/api/products?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_input", field: query.split("=")[0] });
  });

  it.each(["99999999999999999999", "10000000000000.00", 1e15, 1e300, -1])("an order total of %s is refused", async (amount) => {
    const customer = await quickCustomer(ctx.database.db);
    const response = await inject("POST", "/api/orders", customer.cookie, codOrder([{ productId: cradle.id, quantity: 1 }], amount as string));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_input", field: "orderData.total" });
  });

  it.each(["99999999999999999999", "10000000000000", 1e15, 1e300])("a payment amount of %s is refused", async (amount) => {
    const customer = await quickCustomer(ctx.database.db);
    await inject("POST", "/api/cart", customer.cookie, { productId: cradle.id, quantity: 1 });
    const response = await inject("POST", "/api/payment/create-order", customer.cookie, { amount, orderData: { shippingAddress: deliveryAddress } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_input", field: "amount" });
  });
});
