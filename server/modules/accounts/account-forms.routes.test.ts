import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPage } from "../../../web/src/entry-server";
import { users } from "../../db/schema/accounts";
import { newCustomer, registerCustomer, signedInCustomer } from "../../test/accounts";
import { createRenderingApp } from "../../test/rendering-app";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let rendering: Awaited<ReturnType<typeof createRenderingApp>>;
let app: FastifyInstance;
const OWN = { host: "localhost:80", origin: "http://localhost:80", "content-type": "application/x-www-form-urlencoded" };

beforeAll(async () => {
  ctx = await createTestApp();
  // The same shop with its pages rendered, so a refused form can be followed back to its page.
  rendering = await createRenderingApp(ctx, renderPage);
  app = rendering.app;
});
afterAll(async () => {
  await rendering?.close();
  await ctx?.close();
});

function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = OWN, remoteAddress = "10.9.0.1") {
  return app.inject({ method: "POST", url, payload: new URLSearchParams(fields).toString(), headers, remoteAddress });
}

/** Follows a refusal back to its page, as the browser does: a GET with the cookie the answer set. */
async function followBack(response: LightMyRequestResponse) {
  const formCookie = response.cookies.find((cookie) => cookie.name === "kk_form");
  expect(formCookie, "the form's way back").toBeDefined();
  return app.inject({ url: response.headers.location as string, headers: { host: "localhost:80", cookie: `kk_form=${formCookie!.value}` } });
}

describe("sign-in as a plain form", () => {
  it("leaves the session a refused sign-in carries alone", async () => {
    const customer = await signedInCustomer(ctx.app);
    const refused = await postForm("/signin", { email: customer.email, password: "not-the-password" }, { ...OWN, cookie: customer.cookie }, "10.9.0.77");
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe("/signin");
    expect((await app.inject({ url: "/api/auth/user", headers: { cookie: customer.cookie } })).statusCode).toBe(200);
  });

  it("signs in, sets the session cookie and goes on to the page the shopper came from", async () => {
    const customer = await registerCustomer(ctx.app);
    const response = await postForm(`/signin?returnUrl=${encodeURIComponent("/cart")}`, { email: customer.email, password: customer.password });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/cart");
    const session = response.cookies.find((cookie) => cookie.name === "kk_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const me = await app.inject({ url: "/api/auth/user", headers: { cookie: `kk_session=${session!.value}` } });
    expect(me.json().user.email).toBe(customer.email);
  });

  it("never goes on to another site", async () => {
    const customer = await registerCustomer(ctx.app);
    const response = await postForm(`/signin?returnUrl=${encodeURIComponent("//evil.invalid/x")}`, { email: customer.email, password: customer.password });
    expect(response.headers.location).toBe("/");
  });

  it("brings a wrong password back to the form with the message and the e-mail, never the password", async () => {
    const customer = await registerCustomer(ctx.app);
    const response = await postForm(`/signin?returnUrl=${encodeURIComponent("/wishlist")}`, { email: customer.email, password: "not-the-password" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/signin?returnUrl=%2Fwishlist");
    expect(response.cookies.find((cookie) => cookie.name === "kk_session")).toBeUndefined();
    expect(decodeURIComponent(response.cookies.find((cookie) => cookie.name === "kk_form")!.value)).not.toContain("not-the-password");

    const page = await followBack(response);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toContain("Invalid email or password");
    expect(page.body).toMatch(new RegExp(`<input[^>]*name="email"[^>]*value="${customer.email.replace(/\./g, "\\.")}"`));
    expect(page.body).not.toContain("not-the-password");
    // Once: the cookie is cleared as the page is rendered.
    expect(page.cookies.find((cookie) => cookie.name === "kk_form")?.value).toBe("");
  });

  it("says what the schema refused, under its field", async () => {
    const response = await postForm("/signin", { email: "not-an-address", password: "" });
    expect(response.headers.location).toBe("/signin");
    const page = await followBack(response);
    expect(page.body).toContain("Password is required");
    expect(page.body).toContain('value="not-an-address"');
  });

  it("counts towards the same throttle as the API's sign-ins", async () => {
    const customer = await registerCustomer(ctx.app);
    for (let attempt = 0; attempt < 5; attempt++) await postForm("/signin", { email: customer.email, password: "wrong-guess" }, OWN, "10.9.0.77");
    const refused = await postForm("/signin", { email: customer.email, password: customer.password }, OWN, "10.9.0.77");
    expect(refused.cookies.find((cookie) => cookie.name === "kk_session")).toBeUndefined();
    expect((await followBack(refused)).body).toContain("Too many sign-in attempts");
  });

  it("is refused from another site's page, and without saying where it came from", async () => {
    const customer = await registerCustomer(ctx.app);
    const fields = { email: customer.email, password: customer.password };
    const foreign = await postForm("/signin", fields, { ...OWN, origin: "https://evil.invalid" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.cookies.find((cookie) => cookie.name === "kk_session")).toBeUndefined();
    const { origin: _origin, ...withoutOrigin } = OWN;
    expect((await postForm("/signin", fields, { ...withoutOrigin, referer: "https://evil.invalid/page" })).statusCode).toBe(403);
    expect((await postForm("/signin", fields, withoutOrigin)).statusCode).toBe(403);
    // An old browser that names no Origin but the shop's own page as its Referer is let through.
    expect((await postForm("/signin", fields, { ...withoutOrigin, referer: "http://localhost:80/signin" })).statusCode).toBe(303);
  });

  it("takes form bodies only here: the JSON API still refuses them", async () => {
    const customer = await registerCustomer(ctx.app);
    const response = await postForm("/api/login", { email: customer.email, password: customer.password });
    expect(response.statusCode).toBe(415);
  });
});

describe("sign-up as a plain form", () => {
  it("creates the account and opens the sign-in form with a note and the e-mail filled in", async () => {
    const customer = newCustomer();
    const response = await postForm(`/signup?returnUrl=${encodeURIComponent("/cart")}`, customer);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/signin?returnUrl=%2Fcart");
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, customer.email));
    expect(row?.firstName).toBe("Asha");
    const page = await followBack(response);
    expect(page.body).toContain("Account created. You can now sign in with your credentials.");
    expect(page.body).toContain(`value="${customer.email}"`);
  });

  it("brings refused fields back with their messages and what was typed, except the password", async () => {
    const customer = newCustomer({ phoneNumber: "12", firstName: "Meera" });
    const response = await postForm("/signup", customer);
    expect(response.headers.location).toBe("/signup");
    const page = await followBack(response);
    expect(page.body).toContain("Valid phone number is required");
    expect(page.body).toContain('value="Meera"');
    expect(page.body).not.toContain(customer.password);
  });

  it("answers an e-mail already taken as a new one, so the form never tells who has an account", async () => {
    const taken = await registerCustomer(ctx.app);
    const fresh = await postForm("/signup", newCustomer());
    const response = await postForm("/signup", newCustomer({ email: taken.email }));
    expect(response.headers.location).toBe(fresh.headers.location);
    const page = (await followBack(response)).body;
    expect(page).toContain("Account created. You can now sign in with your credentials.");
    expect(page).not.toContain("already exists");
  });

  it("is refused from another site's page", async () => {
    const customer = newCustomer();
    expect((await postForm("/signup", customer, { ...OWN, origin: "https://evil.invalid" })).statusCode).toBe(403);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, customer.email))).toEqual([]);
  });
});
