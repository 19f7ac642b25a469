import { mkdirSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer, registerCustomer } from "../../test/accounts";
import { catalogueFixture } from "../../test/shop-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";
import { PRODUCTION_COST } from "./password";

const ATTACKERS = ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5", "127.0.0.6", "127.0.0.7"];
const FLOOD_PER_ADDRESS = { signUps: 10, signIns: 10 };

interface Answer {
  status: number;
  ms: number;
}

let ctx: TestContext;
let port: number;
let productSlug: string;
let customer: { email: string };

/** One request from a chosen loopback address, timed from sending to the end of the answer. */
function send(method: string, url: string, body?: unknown, localAddress = "127.0.0.1"): Promise<Answer> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port, method, path: url, localAddress, agent: false, headers: payload ? { "content-type": "application/json" } : {} },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * share) - 1]!;
const median = (values: number[]) => percentile(values, 0.5);
const p99 = (values: number[]) => percentile(values, 0.99);

beforeAll(async () => {
  ctx = await createTestApp({ SIGNUP_LIMIT_PER_ADDRESS: "10" }, { passwordCost: PRODUCTION_COST });
  const picturesDir = path.join(ctx.config.dataDir, "uploads", "products");
  mkdirSync(picturesDir, { recursive: true });
  writeFileSync(path.join(picturesDir, "flood-picture.jpg"), Buffer.alloc(80_000, 7));
  productSlug = (await (await catalogueFixture(ctx.database.db)).product({ name: "Flood Test Feeding Bottle" })).slug;
  customer = await registerCustomer(ctx.app);
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  port = (ctx.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(() => ctx?.close());

describe("a flood of sign-ups and sign-ins at the production hash cost", () => {
  it("is turned away quickly while pictures and product pages keep their speed", async () => {
    const floodStarted = performance.now();
    const flood = Promise.all(
      ATTACKERS.flatMap((address) => [
        ...Array.from({ length: FLOOD_PER_ADDRESS.signUps }, () => send("POST", "/api/register", newCustomer(), address)),
        ...Array.from({ length: FLOOD_PER_ADDRESS.signIns }, (_, i) => send("POST", "/api/login", { email: customer.email, password: `guess-${i}` }, address)),
      ]),
    ).then((answers) => ({ answers, seconds: (performance.now() - floodStarted) / 1000 }));

    const pictures: number[] = [];
    const pages: number[] = [];
    let flooding = true;
    void flood.then(() => (flooding = false));
    while (flooding || pictures.length < 20) {
      const [picture, page] = await Promise.all([send("GET", "/public-objects/products/flood-picture.jpg"), send("GET", `/api/products/${productSlug}`)]);
      expect(picture.status).toBe(200);
      expect(page.status).toBe(200);
      pictures.push(picture.ms);
      pages.push(page.ms);
    }
    const { answers, seconds } = await flood;

    const byStatus = Object.fromEntries([...new Set(answers.map((a) => a.status))].map((status) => [status, answers.filter((a) => a.status === status).length]));
    console.log(
      `flood: ${answers.length} attempts from ${ATTACKERS.length} addresses answered in ${seconds.toFixed(1)} s ${JSON.stringify(byStatus)}; ` +
        `picture p99 ${p99(pictures).toFixed(0)} ms, product p99 ${p99(pages).toFixed(0)} ms over ${pictures.length} requests each`,
    );
    expect(answers.every((answer) => [201, 401, 429, 503].includes(answer.status))).toBe(true);
    expect(answers.filter((answer) => answer.status === 429 || answer.status === 503).length).toBeGreaterThan(answers.length / 2);
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(10_000);
    // Without the limiter the picture's p99 was 37 s; the bounds are loose so that a CI machine busy with
    // other test files passes. docs/decisions/011 holds the measured numbers.
    expect(median(pictures)).toBeLessThan(500);
    expect(median(pages)).toBeLessThan(500);
    expect(p99(pictures)).toBeLessThan(5_000);
    expect(p99(pages)).toBeLessThan(5_000);
  }, 60_000);
});
