import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/test-app";

let worker: TestContext;
beforeAll(async () => {
  worker = await createTestApp({ SHOP_ROLE: "worker" });
});
afterAll(() => worker?.close());

describe("a worker process (SHOP_ROLE=worker)", () => {
  it("answers its health and readiness checks", async () => {
    expect((await worker.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await worker.app.inject({ url: "/readyz?verbose=1" })).json()).toEqual({ status: "ok" });
  });

  it("refuses shoppers' and administrators' requests, saying it only runs jobs", async () => {
    for (const [method, url] of [["GET", "/api/categories"], ["GET", "/"], ["POST", "/api/auth/login"]] as const) {
      const response = await worker.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: "not_found", message: "This process runs the shop's background jobs (SHOP_ROLE=worker) and answers only /healthz and /readyz" });
    }
  });
});
