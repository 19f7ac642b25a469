import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/accounts";
import { expireTokensOf, linkTokenSentTo, mailsOfKindTo, mailsTo } from "../../test/account-mails";
import { newCustomer, quickCustomer, registerCustomer, signedInCustomer, signIn } from "../../test/accounts";
import { createTestApp, type TestContext } from "../../test/test-app";
import { renderMail } from "../outbox/render-mail";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const LINK_UNUSABLE = "This link has expired or was already used. Please ask for a new one.";

let addressCount = 0;
const newIp = () => `10.50.${Math.floor(++addressCount / 200)}.${addressCount % 200}`;

const verify = (token: string, cookie?: string) =>
  ctx.app.inject({ method: "POST", url: "/api/verify-email", payload: { token }, headers: cookie ? { cookie } : {}, remoteAddress: newIp() });
const resend = (cookie: string) => ctx.app.inject({ method: "POST", url: "/api/verify-email/resend", headers: { cookie } });
const changeEmail = (cookie: string, payload: { email: string; currentPassword?: string }, ip = newIp()) =>
  ctx.app.inject({ method: "POST", url: "/api/profile/email", payload, headers: { cookie }, remoteAddress: ip });
const me = async (cookie: string) => (await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json().user;
const newAddress = (name: string) => `${name}.${Date.now()}.${++addressCount}@example.in`;

describe("registering", () => {
  it("writes exactly one welcome mail, whose link verifies the address", async () => {
    const customer = newCustomer();
    const response = await ctx.app.inject({ method: "POST", url: "/api/register", payload: customer });
    expect(response.statusCode).toBe(201);
    const [account] = await ctx.database.db.select().from(users).where(eq(users.email, customer.email));
    expect(account).toMatchObject({ emailVerifiedAt: null, passwordHash: expect.any(String) });
    const mails = await mailsTo(ctx.database.db, customer.email);
    expect(mails.map((mail) => mail.kind)).toEqual(["welcome"]);
    expect(mails[0]).toMatchObject({ subject: "Welcome to KiddoKart: please verify your e-mail address", userId: account!.id });

    const token = await linkTokenSentTo(ctx.database.db, customer.email, "welcome");
    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    // Not signed in: the answer says nothing about the account.
    expect(verified.json()).toEqual({ message: "Your e-mail address is verified." });
    const cookie = await signIn(ctx.app, customer.email, customer.password);
    expect(await me(cookie)).toMatchObject({ emailVerified: true, pendingEmail: null });
  });

  it("greets by name only at the account's proven address, so a stranger's address never carries text typed at sign-up", async () => {
    const bait = "Win Rs 5000 at prize.invalid";
    const customer = newCustomer({ firstName: bait });
    expect((await ctx.app.inject({ method: "POST", url: "/api/register", payload: customer })).statusCode).toBe(201);
    const rendered = async (kind: "welcome" | "password_reset") => {
      const mail = (await mailsOfKindTo(ctx.database.db, customer.email, kind)).at(-1)!;
      return renderMail(kind, mail.data, { shopUrl: "http://shop.kiddokart.invalid" });
    };
    const welcome = await rendered("welcome");
    expect(welcome.text).toContain("Hello,");
    expect(`${welcome.subject} ${welcome.text} ${welcome.html}`).not.toContain("prize.invalid");

    // Once the owner has proved the address, their own name is theirs to read.
    expect((await verify(await linkTokenSentTo(ctx.database.db, customer.email, "welcome"))).statusCode).toBe(200);
    const forgot = await ctx.app.inject({ method: "POST", url: "/api/forgot-password", payload: { email: customer.email }, remoteAddress: newIp() });
    expect(forgot.statusCode).toBe(200);
    expect((await rendered("password_reset")).text).toContain(`Hello ${bait},`);
  });

  it("writes no welcome link for an address already taken, only the notice to its owner", async () => {
    const customer = await registerCustomer(ctx.app);
    const again = await ctx.app.inject({ method: "POST", url: "/api/register", payload: newCustomer({ email: customer.email.toUpperCase() }) });
    expect(again.statusCode).toBe(201);
    expect((await mailsTo(ctx.database.db, customer.email)).map((mail) => mail.kind)).toEqual(["welcome", "signup_attempted"]);
  });
});

describe("verifying an address", () => {
  it("answers the user to their own session, and refuses the link a second time", async () => {
    const customer = await signedInCustomer(ctx.app);
    const token = await linkTokenSentTo(ctx.database.db, customer.email, "welcome");
    const response = await verify(token, customer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: "Your e-mail address is verified.", user: { id: customer.id, emailVerified: true } });

    const again = await verify(token, customer.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "invalid_input", field: "token", message: LINK_UNUSABLE });
    // Proving the address the account has is no change to tell of.
    expect(await mailsOfKindTo(ctx.database.db, customer.email, "email_changed")).toEqual([]);
  });

  it("tells another account's session nothing about the account verified", async () => {
    const owner = await registerCustomer(ctx.app);
    const other = await quickCustomer(ctx.database.db);
    const response = await verify(await linkTokenSentTo(ctx.database.db, owner.email, "welcome"), other.cookie);
    expect(response.json()).toEqual({ message: "Your e-mail address is verified." });
  });

  it("refuses an expired or altered link", async () => {
    const customer = await registerCustomer(ctx.app);
    const token = await linkTokenSentTo(ctx.database.db, customer.email, "welcome");
    const altered = await verify(`${token.slice(0, -2)}zz`);
    expect(altered.json()).toMatchObject({ field: "token", message: LINK_UNUSABLE });
    await expireTokensOf(ctx.database.db, customer.id);
    const expired = await verify(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ field: "token", message: LINK_UNUSABLE });
  });
});

describe("sending the link again", () => {
  it("mails a new link to an unverified address, 3 times an hour", async () => {
    const customer = await signedInCustomer(ctx.app);
    const response = await resend(customer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: `We've sent a new verification link to ${customer.email}.` });
    expect((await mailsTo(ctx.database.db, customer.email)).map((mail) => mail.kind)).toEqual(["welcome", "verify_email"]);
    // Either link works: the welcome one was not replaced.
    expect((await verify(await linkTokenSentTo(ctx.database.db, customer.email, "verify_email"))).statusCode).toBe(200);

    expect((await resend(customer.cookie)).statusCode).toBe(200);
    expect((await resend(customer.cookie)).statusCode).toBe(200);
    const refused = await resend(customer.cookie);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("says so when the address is verified and no new one waits", async () => {
    const customer = await signedInCustomer(ctx.app);
    await verify(await linkTokenSentTo(ctx.database.db, customer.email, "welcome"));
    const response = await resend(customer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Your e-mail address is already verified." });
    expect(await mailsTo(ctx.database.db, customer.email)).toHaveLength(1);
  });

  it("needs a session", async () => {
    expect((await ctx.app.inject({ method: "POST", url: "/api/verify-email/resend" })).statusCode).toBe(401);
  });
});

describe("changing the address", () => {
  it("mails the new address, keeps the old one until the link is opened, then switches", async () => {
    const customer = await signedInCustomer(ctx.app);
    const next = newAddress("new.home");
    const response = await changeEmail(customer.cookie, { email: next, currentPassword: customer.password });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      user: expect.objectContaining({ email: customer.email, pendingEmail: next }),
      message: `We've sent a link to ${next}. Your address changes once you open it.`,
    });
    expect((await mailsTo(ctx.database.db, next)).map((mail) => mail.kind)).toEqual(["verify_email"]);
    expect(await me(customer.cookie)).toMatchObject({ email: customer.email, pendingEmail: next });
    // The old address still signs in.
    await signIn(ctx.app, customer.email, customer.password, newIp());

    // Sending again goes to the address waiting.
    expect((await resend(customer.cookie)).json()).toEqual({ message: `We've sent a new verification link to ${next}.` });

    const verified = await verify(await linkTokenSentTo(ctx.database.db, next, "verify_email"), customer.cookie);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email: next, emailVerified: true, pendingEmail: null });
    await signIn(ctx.app, next, customer.password, newIp());
    const old = await ctx.app.inject({ method: "POST", url: "/api/login", payload: { email: customer.email, password: customer.password }, remoteAddress: newIp() });
    expect(old.statusCode).toBe(401);
  });

  it("tells the old address, once, that the account's address is now the new one", async () => {
    const customer = await signedInCustomer(ctx.app);
    const next = newAddress("told");
    await changeEmail(customer.cookie, { email: next, currentPassword: customer.password });
    // Asking is no change yet.
    expect(await mailsOfKindTo(ctx.database.db, customer.email, "email_changed")).toEqual([]);
    const token = await linkTokenSentTo(ctx.database.db, next, "verify_email");
    expect((await verify(token, customer.cookie)).statusCode).toBe(200);
    expect((await verify(token, customer.cookie)).statusCode).toBe(400);

    const told = await mailsOfKindTo(ctx.database.db, customer.email, "email_changed");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ toAddress: customer.email, userId: customer.id, state: "pending", subject: "Your KiddoKart e-mail address was changed" });
    // The old address was never proven: no name in the greeting.
    expect(told[0]!.data).toMatchObject({ firstName: null, email: next, token: null });
    expect(await mailsOfKindTo(ctx.database.db, next, "email_changed")).toEqual([]);
  });

  it("ends the links sent to the old address once the new one is verified", async () => {
    const customer = await signedInCustomer(ctx.app);
    const welcome = await linkTokenSentTo(ctx.database.db, customer.email, "welcome");
    await ctx.app.inject({ method: "POST", url: "/api/forgot-password", payload: { email: customer.email }, remoteAddress: newIp() });
    const reset = await linkTokenSentTo(ctx.database.db, customer.email, "password_reset");
    const next = newAddress("moved");
    await changeEmail(customer.cookie, { email: next, currentPassword: customer.password });
    expect((await verify(await linkTokenSentTo(ctx.database.db, next, "verify_email"))).statusCode).toBe(200);

    expect((await verify(welcome)).json()).toMatchObject({ field: "token", message: LINK_UNUSABLE });
    const resetAnswer = await ctx.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { token: reset, newPassword: "taken-over-1", confirmPassword: "taken-over-1" },
      remoteAddress: newIp(),
    });
    expect(resetAnswer.json()).toMatchObject({ field: "token", message: LINK_UNUSABLE });
    expect(await me(customer.cookie)).toMatchObject({ email: next });
  });

  it("only lets the newest address asked for become the account's", async () => {
    const customer = await signedInCustomer(ctx.app);
    const first = newAddress("first");
    const second = newAddress("second");
    await changeEmail(customer.cookie, { email: first, currentPassword: customer.password });
    await changeEmail(customer.cookie, { email: second, currentPassword: customer.password });
    expect(await me(customer.cookie)).toMatchObject({ pendingEmail: second });
    expect((await verify(await linkTokenSentTo(ctx.database.db, first, "verify_email"))).statusCode).toBe(400);
    expect((await verify(await linkTokenSentTo(ctx.database.db, second, "verify_email"))).statusCode).toBe(200);
    expect(await me(customer.cookie)).toMatchObject({ email: second });
  });

  it("refuses at the link an address another account took meanwhile", async () => {
    const customer = await signedInCustomer(ctx.app);
    const wanted = newAddress("contested");
    await changeEmail(customer.cookie, { email: wanted, currentPassword: customer.password });
    const token = await linkTokenSentTo(ctx.database.db, wanted, "verify_email");
    await registerCustomer(ctx.app, { email: wanted.toUpperCase() });

    const response = await verify(token, customer.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "duplicate", field: "email" });
    expect(await me(customer.cookie)).toMatchObject({ email: customer.email });
    expect(await mailsOfKindTo(ctx.database.db, customer.email, "email_changed")).toEqual([]);
  });

  it("refuses an address taken, the same address, and a wrong or missing password", async () => {
    const customer = await signedInCustomer(ctx.app);
    const other = await registerCustomer(ctx.app);
    const taken = await changeEmail(customer.cookie, { email: other.email.toUpperCase(), currentPassword: customer.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "duplicate", field: "email" });

    const same = await changeEmail(customer.cookie, { email: customer.email.toUpperCase(), currentPassword: customer.password });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ field: "email", message: "This is already your e-mail address" });

    const wrong = await changeEmail(customer.cookie, { email: newAddress("x"), currentPassword: "not-my-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "invalid_input", field: "currentPassword", message: "Current password is incorrect" });

    const missing = await changeEmail(customer.cookie, { email: newAddress("y") });
    expect(missing.json()).toMatchObject({ field: "currentPassword", message: "Current password is required" });
    expect(await me(customer.cookie)).toMatchObject({ email: customer.email, pendingEmail: null });
  });

  it("counts wrong passwords with the sign-in throttle", async () => {
    const customer = await signedInCustomer(ctx.app);
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await changeEmail(customer.cookie, { email: newAddress("guess"), currentPassword: `guess-${i}` }, ip)).statusCode).toBe(400);
    expect((await changeEmail(customer.cookie, { email: newAddress("guess"), currentPassword: "guess-last" }, ip)).statusCode).toBe(429);
  });

  it("asks no password of an account that has none", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    const next = newAddress("sso");
    const response = await changeEmail(cookie, { email: next });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ pendingEmail: next, hasPassword: false });
  });

  it("needs a session", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/profile/email", payload: { email: newAddress("z") } });
    expect(response.statusCode).toBe(401);
  });
});

describe("the back office's user list", () => {
  it("shows whether each address is verified", async () => {
    const admin = await quickCustomer(ctx.database.db, { isAdmin: true });
    const customer = await registerCustomer(ctx.app);
    const listed = async () =>
      (await ctx.app.inject({ url: `/api/admin/users?search=${encodeURIComponent(customer.email)}`, headers: { cookie: admin.cookie } })).json().users;
    expect(await listed()).toEqual([expect.objectContaining({ id: customer.id, emailVerified: false })]);
    await verify(await linkTokenSentTo(ctx.database.db, customer.email, "welcome"));
    expect(await listed()).toEqual([expect.objectContaining({ id: customer.id, emailVerified: true })]);
  });
});
