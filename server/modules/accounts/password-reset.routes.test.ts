import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expireTokensOf, linkTokenSentTo, mailsOfKindTo, mailsTo } from "../../test/account-mails";
import { quickCustomer, registerCustomer, sessionCookieFrom, signIn } from "../../test/accounts";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const NEUTRAL = "If an account exists for that address, we've sent a link to reset its password. It works for one hour.";
const LINK_UNUSABLE = "This link has expired or was already used. Please ask for a new one.";

let addressCount = 0;
/** Each test asks from its own address, so the per-address throttles of one test leave the others alone. */
const newIp = () => `10.40.${Math.floor(++addressCount / 200)}.${addressCount % 200}`;

const forgot = (email: string, ip = newIp()) => ctx.app.inject({ method: "POST", url: "/api/forgot-password", payload: { email }, remoteAddress: ip });
const reset = (token: string, newPassword = "new-tiny-feet-7", ip = newIp()) =>
  ctx.app.inject({ method: "POST", url: "/api/reset-password", payload: { token, newPassword, confirmPassword: newPassword }, remoteAddress: ip });
const me = (cookie: string) => ctx.app.inject({ url: "/api/auth/user", headers: { cookie } });

async function resetLinkFor(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  return linkTokenSentTo(ctx.database.db, email, "password_reset");
}

describe("asking for a reset link", () => {
  it("answers an unknown address exactly as a known one, and mails only the known one", async () => {
    const customer = await registerCustomer(ctx.app);
    const unknown = `nobody.${Date.now()}@example.in`;
    const known = await forgot(customer.email.toUpperCase());
    const stranger = await forgot(unknown);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: NEUTRAL });
    expect(stranger.body).toBe(known.body);
    expect(await mailsTo(ctx.database.db, unknown)).toEqual([]);
    const resets = (await mailsTo(ctx.database.db, customer.email)).filter((mail) => mail.kind === "password_reset");
    expect(resets).toHaveLength(1);
    expect(resets[0]).toMatchObject({ toAddress: customer.email, userId: customer.id, state: "pending", subject: "Reset your KiddoKart password" });
    expect((resets[0]!.data as { token: string }).token).toMatch(/^[\w-]{43}$/);
  });

  it("limits one address to 3 requests an hour, whether or not it has an account, with Retry-After", async () => {
    const customer = await registerCustomer(ctx.app);
    for (const email of [customer.email, `ghost.${Date.now()}@example.in`]) {
      for (let i = 0; i < 3; i++) expect((await forgot(i === 1 ? email.toUpperCase() : email)).statusCode).toBe(200);
      const refused = await forgot(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: "rate_limited" });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  it("limits one client to 20 requests an hour, whatever the addresses", async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) expect((await forgot(`guess${i}.${Date.now()}@example.in`, ip)).statusCode).toBe(200);
    expect((await forgot(`guess-last.${Date.now()}@example.in`, ip)).statusCode).toBe(429);
  });

  it("validates the address like sign-in does", async () => {
    const response = await forgot("not-an-email");
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: "email", message: "Please enter a valid email address" });
  });
});

describe("using a reset link", () => {
  it("sets the new password, ends every session, signs in afresh and verifies the address", async () => {
    const customer = await registerCustomer(ctx.app);
    const phone = await signIn(ctx.app, customer.email, customer.password);
    const laptop = await signIn(ctx.app, customer.email, customer.password);
    const token = await resetLinkFor(customer.email);

    const response = await reset(token, "brand-new-pass-1");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ id: customer.id, email: customer.email, emailVerified: true, hasPassword: true });
    const fresh = sessionCookieFrom(response);
    expect((await me(fresh)).statusCode).toBe(200);
    for (const cookie of [phone, laptop]) expect((await me(cookie)).statusCode).toBe(401);

    const old = await ctx.app.inject({ method: "POST", url: "/api/login", payload: { email: customer.email, password: customer.password }, remoteAddress: newIp() });
    expect(old.statusCode).toBe(401);
    await signIn(ctx.app, customer.email, "brand-new-pass-1", newIp());
  });

  it("works once only", async () => {
    const customer = await registerCustomer(ctx.app);
    const token = await resetLinkFor(customer.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, "another-pass-2");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "invalid_input", field: "token", message: LINK_UNUSABLE });
    expect(again.cookies.find((c) => c.name === "kk_session")).toBeUndefined();
    // The refused second use tells nothing: one mail for the one change.
    expect(await mailsOfKindTo(ctx.database.db, customer.email, "password_changed")).toHaveLength(1);
  });

  it("tells the account's address that the password changed, in one mail with no link", async () => {
    const customer = await registerCustomer(ctx.app);
    const token = await resetLinkFor(customer.email.toUpperCase());
    expect(await mailsOfKindTo(ctx.database.db, customer.email, "password_changed")).toEqual([]);
    const before = Date.now();
    expect((await reset(token, "brand-new-pass-3")).statusCode).toBe(200);

    const told = await mailsOfKindTo(ctx.database.db, customer.email, "password_changed");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ toAddress: customer.email, userId: customer.id, state: "pending", subject: "Your KiddoKart password was changed" });
    expect(told[0]!.data).toMatchObject({ firstName: customer.firstName, email: customer.email, token: null });
    expect(Date.parse((told[0]!.data as { changedAt: string }).changedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("tells nothing for a link refused: expired, altered or replaced", async () => {
    const customer = await registerCustomer(ctx.app);
    const replaced = await resetLinkFor(customer.email);
    const newest = await resetLinkFor(customer.email);
    expect((await reset(replaced)).statusCode).toBe(400);
    expect((await reset(`${newest.slice(0, -1)}${newest.endsWith("A") ? "B" : "A"}`)).statusCode).toBe(400);
    await expireTokensOf(ctx.database.db, customer.id);
    expect((await reset(newest)).statusCode).toBe(400);
    expect(await mailsOfKindTo(ctx.database.db, customer.email, "password_changed")).toEqual([]);
  });

  it("lets only one of two requests with the same link through", async () => {
    const customer = await registerCustomer(ctx.app);
    const token = await resetLinkFor(customer.email);
    const answers = await Promise.all([reset(token, "first-pass-11"), reset(token, "second-pass-22")]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await mailsOfKindTo(ctx.database.db, customer.email, "password_changed")).toHaveLength(1);
  });

  it("refuses an expired link, an altered one and one a newer request replaced", async () => {
    const customer = await registerCustomer(ctx.app);
    const replaced = await resetLinkFor(customer.email);
    const newest = await resetLinkFor(customer.email);
    const altered = `${newest.slice(0, -1)}${newest.endsWith("A") ? "B" : "A"}`;
    for (const token of [replaced, altered, "not-a-token"]) {
      const response = await reset(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "invalid_input", field: "token", message: LINK_UNUSABLE });
    }
    await expireTokensOf(ctx.database.db, customer.id);
    const expired = await reset(newest);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ field: "token", message: LINK_UNUSABLE });
    await signIn(ctx.app, customer.email, customer.password, newIp());
  });

  it("lets an account made through the identity provider set a password", async () => {
    const { user, cookie } = await quickCustomer(ctx.database.db);
    expect((await me(cookie)).json().user).toMatchObject({ hasPassword: false });
    const token = await resetLinkFor(user.email);
    const response = await reset(token, "first-own-pass");
    expect(response.json().user).toMatchObject({ hasPassword: true });
    await signIn(ctx.app, user.email, "first-own-pass", newIp());
    expect(await mailsOfKindTo(ctx.database.db, user.email, "password_changed")).toHaveLength(1);
  });

  it("checks the new password like sign-up does", async () => {
    const mismatch = await ctx.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { token: "x".repeat(43), newPassword: "long-enough-1", confirmPassword: "long-enough-2" },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().issues).toContainEqual({ path: "confirmPassword", message: "Passwords don't match" });
    const short = await reset("x".repeat(43), "short");
    expect(short.json().issues).toContainEqual({ path: "newPassword", message: "Password must be at least 8 characters" });
  });

  it("limits one client to 30 tries an hour", async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) expect((await reset(`guess-${i}-${"x".repeat(36)}`, "new-tiny-feet-7", ip)).statusCode).toBe(400);
    const refused = await reset("guess-last", "new-tiny-feet-7", ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});
