// The mixed run's customers: accounts made through the shop's own API, then one loop per customer that
// puts one or two in-stock products in the cart and places a cash-on-delivery order, as the storefront does.
import { randomUUID } from "node:crypto";
import { cartTotal } from "./order-total.mjs";
import { BENCH_SEED, seededRandom } from "./random.mjs";

const PASSWORD = "bench-customer-password";
const SHIPPING_ADDRESS = {
  firstName: "Bench",
  lastName: "Customer",
  address: "1, Load Test Lane",
  city: "Jaipur",
  state: "Rajasthan",
  pincode: "302001",
  phone: "+91 98765 43210",
};
/** After a failed order, a customer waits this long, so a shop that stopped answering is not hammered. */
const PAUSE_AFTER_ERROR_MS = 100;
const PROBLEMS_KEPT = 5;

/** One call to the shop as the browser makes it: JSON, the session cookie, and the shop's own Origin on writes. */
async function call(baseUrl, method, path, { cookie, body, headers = {} } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(method === "GET" ? {} : { origin: baseUrl }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}

async function expectStatus(responsePromise, status, what) {
  const response = await responsePromise;
  if (response.status !== status) {
    const code = response.json?.code ? ` ${response.json.code}` : "";
    throw new Error(`${what} answered ${response.status}${code}: ${response.json?.message ?? "no message"}`);
  }
  return response;
}

/** Signs up `count` new customers (POST /api/register) and signs each in (POST /api/login) for its cookie. */
export async function signUpCustomers(baseUrl, count) {
  const run = Date.now().toString(36);
  const customers = [];
  for (let n = 1; n <= count; n += 1) {
    const email = `bench-${run}-${n}@kiddokart.invalid`;
    const account = { email, password: PASSWORD, firstName: "Bench", lastName: `Customer ${n}`, phoneNumber: "+91 98765 43210" };
    await expectStatus(call(baseUrl, "POST", "/api/register", { body: account }), 201, `POST /api/register (${email})`);
    const login = await expectStatus(call(baseUrl, "POST", "/api/login", { body: { email, password: PASSWORD } }), 200, "POST /api/login");
    const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith("kk_session="));
    if (!session) throw new Error("POST /api/login set no kk_session cookie.");
    customers.push({ email, cookie: session.split(";")[0] });
  }
  return customers;
}

/** Fills the cart with one or two products and checks it out with cash on delivery. */
async function placeOneOrder(baseUrl, { cookie }, products, random, pricesIncludeGst) {
  const wanted = new Set([random.pick(products)]);
  if (random.chance(0.5)) wanted.add(random.pick(products));
  for (const productId of wanted) {
    await expectStatus(call(baseUrl, "POST", "/api/cart", { cookie, body: { productId, quantity: 1 } }), 201, "POST /api/cart");
  }
  const { json: lines } = await expectStatus(call(baseUrl, "GET", "/api/cart", { cookie }), 200, "GET /api/cart");
  const body = {
    orderData: { total: await cartTotal(lines, { pricesIncludeGst }), shippingAddress: SHIPPING_ADDRESS, paymentMethod: "cod" },
    items: lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
  };
  const started = performance.now();
  await expectStatus(call(baseUrl, "POST", "/api/orders", { cookie, body, headers: { "idempotency-key": randomUUID() } }), 201, "POST /api/orders");
  return performance.now() - started;
}

const percentile = (sorted, p) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]) : null);

/**
 * Starts every customer's loop. Orders count from `startCounting()` on; `stop()` ends the loops and
 * answers what was counted: orders placed, failed attempts (with the first few reasons) and how long
 * POST /api/orders took.
 */
export async function startShopping({ baseUrl, customers, productIds }) {
  if (productIds.length === 0) throw new Error("No sampled product has enough stock: the customers have nothing to buy.");
  const { pricesIncludeGst } = (await expectStatus(call(baseUrl, "GET", "/api/shop-settings"), 200, "GET /api/shop-settings")).json;
  const counts = { placed: 0, failed: 0, problems: new Map(), orderMs: [], since: 0, counting: false };
  let stopping = false;

  const note = (problem) => {
    if (counts.problems.has(problem) || counts.problems.size < PROBLEMS_KEPT) counts.problems.set(problem, (counts.problems.get(problem) ?? 0) + 1);
  };
  const shop = async (customer, random) => {
    while (!stopping) {
      try {
        const orderMs = await placeOneOrder(baseUrl, customer, productIds, random, pricesIncludeGst);
        if (counts.counting && !stopping) {
          counts.placed += 1;
          counts.orderMs.push(orderMs);
        }
      } catch (error) {
        if (counts.counting && !stopping) {
          counts.failed += 1;
          note(error.cause?.code ? `${error.message} (${error.cause.code})` : error.message);
        }
        await call(baseUrl, "DELETE", "/api/cart", { cookie: customer.cookie }).catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_ERROR_MS));
      }
    }
  };
  const loops = customers.map((customer, i) => shop(customer, seededRandom(BENCH_SEED + i + 1)));

  return {
    startCounting() {
      Object.assign(counts, { placed: 0, failed: 0, problems: new Map(), orderMs: [], since: performance.now(), counting: true });
    },
    async stop() {
      stopping = true;
      const seconds = (performance.now() - counts.since) / 1000;
      await Promise.all(loops);
      const sorted = counts.orderMs.sort((a, b) => a - b);
      return {
        customers: customers.length,
        placed: counts.placed,
        failed: counts.failed,
        perSecond: Math.round((counts.placed / seconds) * 100) / 100,
        orderP50Ms: percentile(sorted, 50),
        orderP99Ms: percentile(sorted, 99),
        problems: Object.fromEntries(counts.problems),
      };
    },
  };
}
