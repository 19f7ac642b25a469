import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "../../db/schema/accounts";
import { registerCustomer, signIn } from "../../test/accounts";
import { startIdentityProvider } from "../../test/identity-provider";
import { createTestApp, type TestContext } from "../../test/test-app";

// app.inject() calls the shop as http://localhost:80, which URLs write without the default port.
const shopOrigin = "http://localhost";
let ctx: TestContext;
let provider: Awaited<ReturnType<typeof startIdentityProvider>>;

const priya = { sub: "idp-priya", email: "priya.nair@example.in", email_verified: true, given_name: "Priya", family_name: "Nair" };
const rahul = { sub: "idp-rahul", email: "rahul.shah@example.in", email_verified: true, given_name: "Rahul", family_name: "Shah" };
const meera = { sub: "idp-meera", email: "meera.iyer@example.in", email_verified: true, given_name: "Meera", family_name: "Iyer" };
const anika = { sub: "idp-anika", email: "anika.rao@example.in", email_verified: true, given_name: "Anika", family_name: "Rao" };
const unverified = { sub: "idp-unverified", email: "someone@example.in", email_verified: false, given_name: "Some", family_name: "One" };

beforeAll(async () => {
  provider = await startIdentityProvider({
    clientId: "kiddokart",
    clientSecret: "kiddokart-test-secret",
    redirectUri: `${shopOrigin}/api/callback`,
    identities: [priya, rahul, meera, anika, unverified],
  });
  ctx = await createTestApp({ OIDC_ISSUER_URL: provider.issuer, OIDC_CLIENT_ID: "kiddokart", OIDC_CLIENT_SECRET: "kiddokart-test-secret" });
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

/** GET /api/login, the provider's screens, then the shop's callback; answers the callback's response. */
async function roundTrip(app: FastifyInstance, sub: string, tamper?: (callback: URL) => void, loginUrl = "/api/login") {
  const start = await app.inject({ url: loginUrl });
  expect(start.statusCode).toBe(302);
  const authorization = new URL(start.headers.location as string);
  expect(authorization.origin).toBe(provider.issuer);
  expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorization.searchParams.get("state")).toBeTruthy();
  const flowCookie = start.cookies.find((c) => c.name === "kk_oidc")!;
  expect(flowCookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  const callback = await provider.signInAt(authorization.href, sub);
  tamper?.(callback);
  return app.inject({ url: `${callback.pathname}${callback.search}`, headers: { cookie: `kk_oidc=${flowCookie.value}` } });
}

it("creates an account from the provider's verified e-mail and names, and signs it in", async () => {
  const response = await roundTrip(ctx.app, priya.sub);
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe("/");
  const session = response.cookies.find((c) => c.name === "kk_session")!;
  const me = await ctx.app.inject({ url: "/api/auth/user", headers: { cookie: `kk_session=${session.value}` } });
  expect(me.json().user).toMatchObject({ email: priya.email, firstName: "Priya", lastName: "Nair", isAdmin: false, emailVerified: true, hasPassword: false });
});

it("returns the shopper to the page of this shop they were on, never to another site", async () => {
  const back = await roundTrip(ctx.app, anika.sub, undefined, `/api/login?returnUrl=${encodeURIComponent("/cart?from=product")}`);
  expect(back.headers.location).toBe("/cart?from=product");
  const away = await roundTrip(ctx.app, anika.sub, undefined, `/api/login?returnUrl=${encodeURIComponent("//evil.invalid/cart")}`);
  expect(away.headers.location).toBe("/");
});

it("links to an unverified account with the same e-mail, ending the password and sessions of whoever registered it", async () => {
  const registrant = await registerCustomer(ctx.app, { email: rahul.email.toUpperCase(), firstName: "Rahul", password: "registrant-password" });
  const registrantSession = await signIn(ctx.app, rahul.email, "registrant-password");
  const response = await roundTrip(ctx.app, rahul.sub);
  const session = response.cookies.find((c) => c.name === "kk_session")!;
  const me = await ctx.app.inject({ url: "/api/auth/user", headers: { cookie: `kk_session=${session.value}` } });
  expect(me.json().user).toMatchObject({ id: registrant.id, emailVerified: true, hasPassword: false });
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, registrant.id));
  expect(row?.oidcSubject).toBe(rahul.sub);
  expect((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie: registrantSession } })).statusCode).toBe(401);
  expect((await ctx.app.inject({ method: "POST", url: "/api/login", payload: { email: rahul.email, password: "registrant-password" } })).statusCode).toBe(401);
});

it("links to a verified account with the same e-mail, keeping its password", async () => {
  const owner = await registerCustomer(ctx.app, { email: meera.email, firstName: "Meera", password: "meera-password" });
  await ctx.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.id));
  const response = await roundTrip(ctx.app, meera.sub);
  const session = response.cookies.find((c) => c.name === "kk_session")!;
  const me = await ctx.app.inject({ url: "/api/auth/user", headers: { cookie: `kk_session=${session.value}` } });
  expect(me.json().user).toMatchObject({ id: owner.id, emailVerified: true, hasPassword: true });
  expect((await ctx.app.inject({ method: "POST", url: "/api/login", payload: { email: meera.email, password: "meera-password" } })).statusCode).toBe(200);
});

it("refuses a callback whose state was tampered with, signing nobody in", async () => {
  const response = await roundTrip(ctx.app, priya.sub, (callback) => callback.searchParams.set("state", "forged-state"));
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe("/signin?error=provider");
  expect(response.cookies.find((c) => c.name === "kk_session")).toBeUndefined();
});

it("refuses a callback without the flow cookie", async () => {
  const response = await ctx.app.inject({ url: "/api/callback?code=abc&state=def" });
  expect(response.headers.location).toBe("/signin?error=provider");
  expect(response.cookies.find((c) => c.name === "kk_session")).toBeUndefined();
});

it("makes no account for an e-mail the provider did not verify", async () => {
  const response = await roundTrip(ctx.app, unverified.sub);
  expect(response.headers.location).toBe("/signin?error=provider");
  expect(await ctx.database.db.select().from(users).where(eq(users.email, unverified.email))).toEqual([]);
});
