import { afterEach, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

it("tells visitors there is no identity provider when none is set up", async () => {
  ctx = await createTestApp();
  const response = await ctx.app.inject({ url: "/api/auth/providers" });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ oidc: false });
});

it("tells visitors about the identity provider when OIDC is set up, without contacting it", async () => {
  // Nothing listens at this address: the answer comes from the settings alone.
  ctx = await createTestApp({ OIDC_ISSUER_URL: "http://127.0.0.1:9/issuer", OIDC_CLIENT_ID: "kiddokart", OIDC_CLIENT_SECRET: "kiddokart-secret" });
  const response = await ctx.app.inject({ url: "/api/auth/providers" });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ oidc: true });
});
