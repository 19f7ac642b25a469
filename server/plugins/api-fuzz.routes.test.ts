import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describePage } from "../../web/src/entry-server";
import { ErrorBodySchema } from "@shared/schemas/common";
import { buildApp } from "../app";
import { hmacSha256Hex } from "../modules/payments/signatures";
import { quickCustomer } from "../test/accounts";
import { type Draft, draftsFor, type OpenApiDocument, type Operation, operationsOf, spreadOverTargets, takeWrapping } from "../test/api-fuzz-cases";
import { createSubcategory } from "../test/factories";
import {
  encodeForUrl,
  exampleOf,
  hashText,
  hostileTextValues,
  type JsonSchema,
  jsonWithRaw,
  kindsOf,
  queryString,
  sample,
  withValueAt,
} from "../test/hostile-input";
import { catalogueFixture, codOrder, deliveryAddress } from "../test/shop-fixtures";
import { createTestApp, GST_ADDED, type TestContext } from "../test/test-app";
import { mulberry32 } from "@shared/seeded-random";

/**
 * Every route of the shop, read from its own OpenAPI document and route list, sent hostile input as a
 * visitor, a customer and an administrator: no answer may be a 5xx, and every 4xx carries the API's
 * error shape. Cases are generated from the schemas and sampled with a fixed seed, so a failure names
 * a request that can be sent again.
 */

const SEED = 20_240_611;
/** Known, so that the test can sign webhooks and call the payment sandbox's Orders API as Razorpay would. */
const SESSION_SECRET = "fuzzing-session-secret-0123456789abcdef";
/** Cases per operation, shared between the identities that get past its door; those stopped there get a few. */
const CASES_PER_OPERATION = 60;
const CASES_AT_A_CLOSED_DOOR = 4;
/** Routes with nothing in their schema to vary (docs, files, plain lists), and HEAD twins of GET routes. */
const CASES_PER_PLAIN_OPERATION = 8;
const CASES_PER_HEAD_OPERATION = 3;
/** Routes that hash a password (costly, and throttled): a handful of cases for each identity. */
const PASSWORD_ROUTES = new Set(["POST /api/register", "POST /api/login", "PUT /api/change-password", "POST /api/profile/delete"]);
/** Paths that may end the session they are called with (by any method): they get a throwaway session instead. */
const SESSION_ENDING_PATHS = new Set(["/api/login", "/api/logout", "/api/change-password", "/api/profile/delete"]);
const IDENTITIES = ["visitor", "customer", "admin"] as const;
type Identity = (typeof IDENTITIES)[number];

/** The webhook reads its body as bytes, so the document has no schema for it: the fields Razorpay sends. */
const WEBHOOK_EVENT: JsonSchema = {
  type: "object",
  properties: {
    entity: { type: "string" },
    event: { type: "string", enum: ["payment.captured", "payment.failed", "order.paid"] },
    contains: { type: "array", items: { type: "string" } },
    payload: {
      type: "object",
      properties: {
        payment: { type: "object", properties: { entity: { type: "object", properties: { id: { type: "string" }, order_id: { type: "string" }, amount: { type: "integer" }, status: { type: "string" } } } } },
        order: { type: "object", properties: { entity: { type: "object", properties: { id: { type: "string" } } } } },
      },
    },
    created_at: { type: "integer" },
  },
};

/** Ids that name nothing, or nothing valid, for path parameters in the cases that do not use a real one. */
const UNKNOWN_IDS = ["0", "-1", "2147483648", "99999999999999999999", "1.5", "abc", "00000000-0000-0000-0000-000000000000", "ffffffff-ffff-4fff-bfff-ffffffffffff", "%00", "%ED%A0%80"];

let ctx: TestContext;
let document: OpenApiDocument;
const cookies: Partial<Record<Identity, string>> = {};
let real: {
  product: { id: number; slug: string };
  doomedProductId: number;
  categoryId: number;
  subcategoryId: number;
  brandId: number;
  orderId: string;
  victimUserId: string;
  cartLineId: string;
  gatewayOrderId: string;
  uploadPath: string;
  uploadQuery: Record<string, string>;
};
const sandboxAuth = `Basic ${Buffer.from(`rzp_test_kiddokart_sandbox:${hmacSha256Hex(SESSION_SECRET, "sandbox razorpay key secret")}`).toString("base64")}`;
const webhookSecret = hmacSha256Hex(SESSION_SECRET, "sandbox razorpay webhook secret");
let sequence = 0;
const next = () => ++sequence;

const as = (identity: "customer" | "admin", request: InjectOptions) => ctx.app.inject({ ...request, headers: { ...request.headers, cookie: cookies[identity]! } });

/** The product in the cart once, so that an online checkout has something to pay for at the price it names. */
async function freshCart(identity: "customer" | "admin") {
  await as(identity, { method: "DELETE", url: "/api/cart" });
  const line = await as(identity, { method: "POST", url: "/api/cart", payload: { productId: real.product.id, quantity: 1 } });
  expect(line.statusCode, line.body).toBe(201);
  return line.json().id as string;
}

beforeAll(async () => {
  ctx = await createTestApp({ ...GST_ADDED, SESSION_SECRET });
  const db = ctx.database.db;
  const shop = await catalogueFixture(db);
  const subcategory = await createSubcategory(db, shop.category.id);
  const product = await shop.product({ name: "Fuzz Muslin Swaddle", price: 1000, stockQuantity: 100_000 });
  const doomed = await shop.product({ name: "Fuzz Doomed Rattle", price: 200 });
  cookies.customer = (await quickCustomer(db)).cookie;
  cookies.admin = (await quickCustomer(db, { isAdmin: true })).cookie;
  const victim = await quickCustomer(db, { firstName: "Victim" });
  real = {
    product: { id: product.id, slug: product.slug },
    doomedProductId: doomed.id,
    categoryId: shop.category.id,
    subcategoryId: subcategory.id,
    brandId: shop.brand.id,
    victimUserId: victim.user.id,
    orderId: "",
    cartLineId: "",
    gatewayOrderId: "",
    uploadPath: "",
    uploadQuery: {},
  };

  await freshCart("customer");
  const online = await as("customer", { method: "POST", url: "/api/payment/create-order", payload: { amount: "1180.00", orderData: { shippingAddress: deliveryAddress } } });
  expect(online.statusCode, online.body).toBe(200);
  real.gatewayOrderId = online.json().orderId;
  const order = await as("customer", { method: "POST", url: "/api/orders", payload: codOrder([{ productId: product.id, quantity: 1 }], "1180.00") });
  expect(order.statusCode, order.body).toBe(201);
  real.orderId = order.json().order.id;
  real.cartLineId = await freshCart("customer");
  await as("customer", { method: "POST", url: "/api/wishlist", payload: { productId: product.id } });
  const link = await as("admin", { method: "POST", url: "/api/upload/product-image", payload: { filename: "baby.png" } });
  expect(link.statusCode, link.body).toBe(200);
  const uploadUrl = new URL(link.json().uploadURL, "http://127.0.0.1");
  real.uploadPath = uploadUrl.pathname;
  real.uploadQuery = Object.fromEntries(uploadUrl.searchParams);

  document = (await ctx.app.inject({ url: "/api/docs/json" })).json();
});
afterAll(() => ctx?.close());

/** Valid values by field name, so that a request is wrong only where its case makes it wrong. */
function hint(name: string, schema: JsonSchema): unknown {
  switch (name) {
    case "productId":
      return real.product.id;
    case "categoryId":
      return real.categoryId;
    case "subcategoryId":
      return real.subcategoryId;
    case "brandId":
      return real.brandId;
    case "email":
      return `fuzz${next()}@example.in`;
    case "password":
    case "currentPassword":
    case "newPassword":
    case "confirmPassword":
      return "tiny-feet-2024";
    case "phone":
    case "phoneNumber":
      return "+91 98765 43210";
    case "state":
      return "Rajasthan";
    case "slug":
      return `fuzz-slug-${next()}`;
    case "sku":
      return `FZ-${next()}`;
    case "discountPercentage":
      return "10";
    case "price":
      return kindsOf(schema).has("string") ? "1000" : 1000;
    case "quantity":
      return 1;
    case "filename":
      return "baby.png";
    case "uploadUrl":
      return `http://127.0.0.1${real.uploadPath}${queryString(real.uploadQuery)}`;
    case "idempotency-key":
      return `fuzz-key-${next()}`;
    case "url":
      return "http://127.0.0.1:1/x.png";
    default:
      return undefined;
  }
}

/** Bodies written by hand where a generated one could not pass the route's own rules (totals, a real gateway order). */
function baseBodyOf(operation: Operation): unknown {
  const key = `${operation.method} ${operation.path}`;
  if (key === "POST /api/orders") return codOrder([{ productId: real.product.id, quantity: 1 }], "1180.00");
  if (key === "POST /api/payment/create-order") return { amount: "1180.00", orderData: { shippingAddress: deliveryAddress } };
  if (key === "POST /api/payment/webhook") {
    const payment = { id: `pay_fuzz${next()}`, entity: "payment", amount: 118_000, currency: "INR", order_id: real.gatewayOrderId, status: "captured", method: "upi" };
    return { entity: "event", event: "payment.captured", contains: ["payment"], payload: { payment: { entity: payment } }, created_at: 1_700_000_000 };
  }
  return operation.body ? exampleOf(operation.body, "", hint) : undefined;
}

/** A real value for a path parameter (every other case uses one), or undefined when there is none. */
function realPathValue({ method, path }: Operation, name: string): string | undefined {
  if (name === "slug") return real.product.slug;
  if (name === "width") return "200";
  if (name === "height") return "100";
  if (name === "outcome") return "fail";
  if (name === "productId") return String(real.product.id);
  if (name === "*") return path.startsWith("/api/uploads/") ? real.uploadPath.slice("/api/uploads/".length) : path.startsWith("/api/docs/") ? "index.html" : "demo/fuzz.svg";
  if (name !== "id") return undefined;
  if (path.startsWith("/api/admin/products/")) return String(method === "DELETE" ? real.doomedProductId : real.product.id);
  if (path.startsWith("/api/products/")) return String(real.product.id);
  if (path.startsWith("/api/admin/users/")) return real.victimUserId;
  if (path.startsWith("/api/cart/")) return real.cartLineId;
  if (path.startsWith("/sandbox/")) return real.gatewayOrderId;
  if (path.includes("/orders/")) return real.orderId;
  return undefined;
}

/** The image proxy is handed only unparseable or loopback addresses: it must never reach the network. */
function offlineImageUrl(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(offlineImageUrl);
  if (typeof value !== "string") return value;
  try {
    const url = new URL(value);
    if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "127.0.0.1") return `http://127.0.0.1:1/${encodeForUrl(value).slice(0, 1_000)}`;
  } catch {
    // Not an address at all: the proxy refuses it before any lookup.
  }
  return value;
}

function build(operation: Operation, draft: Draft, identity: Identity, caseIndex: number, random: () => number): InjectOptions {
  const useRealIds = caseIndex % 2 === 0;
  let url = operation.path.replace(/:(\w+)|\*/g, (_match, name?: string) => {
    const key = name ?? "*";
    if (draft.path && key in draft.path) return encodeForUrl(draft.path[key]);
    const known = realPathValue(operation, key);
    if (known !== undefined && useRealIds) return known.split("/").map(encodeForUrl).join("/");
    return UNKNOWN_IDS[Math.floor(random() * UNKNOWN_IDS.length)]!;
  });
  const query: Record<string, unknown> = {};
  for (const parameter of operation.parameters.filter((p) => p.in === "query")) {
    if (parameter.required || random() < 0.5) query[parameter.name] = exampleOf(parameter.schema, parameter.name, hint);
  }
  if (operation.path.startsWith("/api/uploads/") && useRealIds) Object.assign(query, real.uploadQuery);
  Object.assign(query, draft.query);
  if (operation.path === "/api/image-proxy") query.url = offlineImageUrl(query.url);
  url += queryString(query);

  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters.filter((p) => p.in === "header")) {
    if (random() < 0.5) headers[parameter.name] = String(exampleOf(parameter.schema, parameter.name, hint));
  }
  const cookie = cookies[identity];
  if (cookie) headers.cookie = cookie;
  // The sandbox's Orders API takes Razorpay's key, not a session: signed-in identities send it, visitors do not.
  if (operation.path.startsWith("/sandbox/razorpay/v1/orders") && identity !== "visitor") headers.authorization = sandboxAuth;
  Object.assign(headers, draft.headers);

  const request: InjectOptions = {
    method: operation.method as InjectOptions["method"],
    url,
    headers,
    remoteAddress: `10.${caseIndex % 250}.${Math.floor(random() * 250)}.${1 + Math.floor(random() * 250)}`,
  };
  const base = baseBodyOf(operation);
  if (draft.rawBody) {
    request.payload = draft.rawBody.payload;
    if (draft.rawBody.contentType) headers["content-type"] = draft.rawBody.contentType;
    Object.assign(headers, draft.rawBody.headers);
  } else if (draft.field || (base !== undefined && operation.method !== "GET" && operation.method !== "HEAD")) {
    request.payload = jsonWithRaw(draft.field ? withValueAt(base, draft.field.at, draft.field.value) : base);
    headers["content-type"] = "application/json";
  }
  if (operation.path === "/api/payment/webhook") {
    headers["x-razorpay-event-id"] = `evt_fuzz_${next()}`;
    // Signed bodies reach the handling of the event; a visitor's are unsigned and must be refused.
    if (identity !== "visitor" && request.payload !== undefined) headers["x-razorpay-signature"] = hmacSha256Hex(webhookSecret, request.payload as string | Buffer);
  }
  return request;
}

function safeJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What is wrong with one answer, or undefined. */
function problemWith(request: InjectOptions, response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.statusCode < 400 || request.method === "HEAD") return undefined;
  // The sandbox declines a payment as Razorpay does: 400 with { error: { code, description, … } }.
  if (String(request.url).startsWith("/sandbox/razorpay/v1/checkout/") && response.statusCode === 400 && "error" in safeJson(response.body)) return undefined;
  return ErrorBodySchema.safeParse(safeJson(response.body)).success ? undefined : `answered ${response.statusCode} without the error shape {message, code}`;
}

const excerpt = (value: unknown, length: number) => {
  const text = Buffer.isBuffer(value) ? value.toString("utf8") : typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  return text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;
};

function describeFailure(identity: string, label: string, request: InjectOptions, response: LightMyRequestResponse): string {
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).filter(([name]) => name !== "cookie" && name !== "authorization"));
  return [
    `as ${identity} [${label}]`,
    `    ${request.method} ${excerpt(request.url, 200)}`,
    `    headers: ${excerpt(headers, 200)}`,
    `    body: ${excerpt(request.payload, 200)}`,
    `    response: ${excerpt(response.body, 300)}`,
  ].join("\n");
}

/** Failures grouped by route and problem, with the first few requests of each group written out. */
class FailureList {
  private readonly groups = new Map<string, string[]>();
  count = 0;

  add(group: string, example: string): void {
    this.count += 1;
    const examples = this.groups.get(group) ?? [];
    examples.push(example);
    this.groups.set(group, examples);
  }

  report(): string {
    return [...this.groups]
      .map(([group, examples]) => [`${group} (${examples.length}×)`, ...examples.slice(0, 3).map((example) => `  ${example}`)].join("\n"))
      .join("\n\n");
  }
}

/** A fresh session for routes that may end the one they are called with. */
async function throwawayCookie(identity: Identity): Promise<string | undefined> {
  if (identity === "visitor") return undefined;
  return (await quickCustomer(ctx.database.db, { isAdmin: identity === "admin" })).cookie;
}

async function send(operation: Operation, request: InjectOptions, identity: Identity): Promise<LightMyRequestResponse> {
  if (SESSION_ENDING_PATHS.has(operation.path) && identity !== "visitor") {
    (request.headers as Record<string, string>).cookie = (await throwawayCookie(identity))!;
  }
  return ctx.app.inject(request);
}

/**
 * The identities a route lets in: a bare request (no body, no query, an unknown id) is answered 401 or 403
 * before any validation when the door is closed. A route that refuses everyone so (a signed link, a
 * signed webhook) guards itself another way, and is open to all.
 */
async function openIdentities(operation: Operation): Promise<Identity[]> {
  // Only a signed webhook gets past its signature check; a visitor's are sent unsigned.
  if (operation.method === "POST" && operation.path === "/api/payment/webhook") return ["customer", "admin"];
  const open: Identity[] = [];
  for (const identity of IDENTITIES) {
    const request = build(operation, { label: "door", target: "door" }, identity, 1, mulberry32(SEED));
    delete request.payload;
    request.url = String(request.url).split("?")[0];
    const { statusCode } = await send(operation, request, identity);
    if (statusCode !== 401 && statusCode !== 403) open.push(identity);
  }
  return open.length ? open : [...IDENTITIES];
}

/** How many cases each identity let in gets: its share of the always-sent ones (up to a cap), and of the sampled ones. */
function casesPerOpenIdentity(operation: Operation, open: number): { always: number; sampled: number } {
  if (operation.method === "HEAD") return { always: 0, sampled: CASES_PER_HEAD_OPERATION };
  if (PASSWORD_ROUTES.has(`${operation.method} ${operation.path}`)) return { always: 4, sampled: 4 };
  if (!operation.body && (!operation.documented || operation.parameters.length === 0)) return { always: Infinity, sampled: CASES_PER_PLAIN_OPERATION };
  return { always: Infinity, sampled: Math.ceil(CASES_PER_OPERATION / open) };
}

/** Things a route needs before its cases, so that valid parts of a request stay valid. */
async function prepare(operation: Operation): Promise<void> {
  const key = `${operation.method} ${operation.path}`;
  if (key === "POST /api/payment/create-order") await Promise.all([freshCart("customer"), freshCart("admin")]);
  if (key === "PUT /api/cart/:id" || key === "DELETE /api/cart/:id") real.cartLineId = await freshCart("customer");
}

describe("hostile input on every route", () => {
  it("answers no request with a 5xx, and every 4xx with the error shape", { timeout: 300_000 }, async () => {
    const failures = new FailureList();
    const statuses: Record<number, number> = {};
    let requests = 0;
    const started = performance.now();
    const operations = operationsOf(document, ctx.app.routeList, { "POST /api/payment/webhook": WEBHOOK_EVENT });
    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`;
      await prepare(operation);
      const drafts = draftsFor(operation);
      const always = drafts.filter((draft) => draft.always);
      const sampled = spreadOverTargets(
        drafts.filter((draft) => !draft.always),
        mulberry32(SEED ^ hashText(key)),
      );
      const open = await openIdentities(operation);
      for (const identity of IDENTITIES) {
        const random = mulberry32(SEED ^ hashText(`${key} ${identity}`));
        const seat = open.indexOf(identity);
        const count = casesPerOpenIdentity(operation, open.length);
        // The identities let in share the cases out: the always-sent ones once each, and a slice of the sampled ones.
        const chosen =
          seat < 0
            ? sample(drafts, CASES_AT_A_CLOSED_DOOR, random)
            : [...always.filter((_, index) => index % open.length === seat).slice(0, count.always), ...takeWrapping(sampled, seat * count.sampled, count.sampled)];
        for (const [index, draft] of chosen.entries()) {
          const request = build(operation, draft, identity, index, random);
          const response = await send(operation, request, identity);
          requests += 1;
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          const problem = problemWith(request, response);
          if (problem) failures.add(`${key}: ${problem}`, describeFailure(identity, draft.label, request, response));
        }
      }
    }
    console.info(`API fuzz: ${requests} requests to ${operations.length} operations in ${Math.round(performance.now() - started)} ms; answers by status ${JSON.stringify(statuses)}`);
    expect(failures.count, `${failures.count} of ${requests} requests failed:\n\n${failures.report()}`).toBe(0);
  });
});

describe("hostile addresses of storefront pages", () => {
  let pages: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    // The pages' HTML is written from the address (title, product data): the app needs a web build for that.
    dist = mkdtempSync(path.join(os.tmpdir(), "shop-web-"));
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>KiddoKart</title><div id=root></div>");
    pages = await buildApp({ config: ctx.config, database: ctx.database, webDistDir: dist, describePage });
  });
  afterAll(async () => {
    await pages?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers no page address with a 5xx", async () => {
    const failures = new FailureList();
    let requests = 0;
    for (const { label, value } of hostileTextValues({ type: "string" })) {
      const text = encodeForUrl(Array.isArray(value) ? value[0] : value);
      const urls = [
        `/products/${text}`,
        `/products?search=${text}`,
        `/products?category=${text}&subcategory=${text}&brand=${text}`,
        `/products/${encodeForUrl(real.product.slug)}?${text}=${text}`,
        `/${text}`,
        `/about/${text}`,
      ];
      for (const url of urls) {
        const request: InjectOptions = { url, headers: { "accept-encoding": requests % 2 ? "br" : "gzip;q=1e999, *;q=-1" } };
        const response = await pages.inject(request);
        requests += 1;
        if (response.statusCode >= 500) failures.add(`GET page: answered ${response.statusCode}`, describeFailure("visitor", label, request, response));
      }
    }
    expect(failures.count, `${failures.count} of ${requests} page requests failed:\n\n${failures.report()}`).toBe(0);
  });
});
