import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPage } from "../../web/src/entry-server";
import { loadConfig } from "../config";
import { createRenderingApp } from "../test/rendering-app";
import { createTestApp, type TestContext } from "../test/test-app";

const TOKEN = "one-time-token-that-must-not-be-kept";
const LINKS = [
  `/reset-password?token=${TOKEN}`,
  `/verify-email?token=${TOKEN}`,
  `/newsletter/confirm?email=asha%40example.in&token=${TOKEN}`,
  `/newsletter/unsubscribe?email=asha%40example.in&token=${TOKEN}`,
];

let ctx: TestContext;
let rendering: Awaited<ReturnType<typeof createRenderingApp>>;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info", DATA_DIR: ctx.config.dataDir, SEED_DEMO: "false" });
  rendering = await createRenderingApp(ctx, renderPage, { config, logDestination: { write: (line) => logLines.push(line) } });
  app = rendering.app;
});

afterAll(async () => {
  await rendering?.close();
  await ctx?.close();
});

describe("the pages a mailed one-time link opens", () => {
  it("are kept by no cache and tell nothing they load their address", async () => {
    for (const url of LINKS) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-store");
      expect(response.headers["referrer-policy"], url).toBe("no-referrer");
    }
  });

  it("leave other pages as they were", async () => {
    const response = await app.inject({ url: "/forgot-password" });
    expect(response.headers["cache-control"]).not.toBe("no-store");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});

describe("the request log", () => {
  it("writes each request's address without its one-time token", async () => {
    logLines.length = 0;
    for (const url of LINKS) await app.inject({ url });
    await app.inject({ method: "POST", url: `/api/reset-password?token=${TOKEN}`, payload: { token: TOKEN, password: "Str0ng!pass", confirmPassword: "Str0ng!pass" } });
    const logged = logLines.join("");
    expect(logged).toContain('"url":"/reset-password?token=[redacted]"');
    expect(logged).toContain('"url":"/newsletter/unsubscribe?email=asha%40example.in&token=[redacted]"');
    expect(logged).toContain('"url":"/newsletter/confirm?email=asha%40example.in&token=[redacted]"');
    expect(logged).toContain('"url":"/api/reset-password?token=[redacted]"');
    expect(logged).not.toContain(TOKEN);
  });
});
