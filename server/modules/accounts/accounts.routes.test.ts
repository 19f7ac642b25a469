import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema/accounts";
import { mailsOfKindTo } from "../../test/account-mails";
import { newCustomer, quickCustomer, registerCustomer, sessionCookieFrom, signedInCustomer, signIn } from "../../test/accounts";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url, payload: payload as object, headers });
const put = (url: string, payload: unknown, cookie: string) => ctx.app.inject({ method: "PUT", url, payload: payload as object, headers: { cookie } });

describe("registration", () => {
  it("creates an account without signing in, and never answers the password hash", async () => {
    const customer = newCustomer();
    const response = await post("/api/register", customer);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "Account created. You can now sign in with your credentials." });
    expect(response.body).not.toMatch(/hash|scrypt/i);
    expect(response.body).not.toContain(customer.password);
    expect(response.cookies).toEqual([]);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, customer.email));
    expect(row).toMatchObject({ firstName: "Asha", lastName: "Verma", phoneNumber: "+91 98765 43210", isAdmin: false });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
  });

  it.each([
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ password: "short" }, "password", "Password must be at least 8 characters"],
    [{ firstName: " " }, "firstName", "First name is required"],
    [{ lastName: "" }, "lastName", "Last name is required"],
    [{ phoneNumber: "98765" }, "phoneNumber", "Valid phone number is required"],
    [{ phoneNumber: "98765-ABCDE-1" }, "phoneNumber", "Invalid phone number format"],
  ])("refuses %j with the specification's message", async (change, field, message) => {
    const response = await post("/api/register", { ...newCustomer(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_input", field });
    expect(response.json().issues).toContainEqual({ path: field, message });
  });

  it("cannot make an administrator: fields beyond the allowed ones are refused", async () => {
    const customer = newCustomer();
    const response = await post("/api/register", { ...customer, isAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, customer.email))).toEqual([]);
  });
});

describe("signing in and out", () => {
  it("leaves the session a failed sign-in carries alone, and replaces it on a successful one", async () => {
    const customer = await signedInCustomer(ctx.app);
    const other = await registerCustomer(ctx.app);
    const stillSignedIn = async () => (await ctx.app.inject({ url: "/api/auth/user", headers: { cookie: customer.cookie } })).statusCode === 200;
    const wrong = await post("/api/login", { email: other.email, password: "not-the-password" }, { cookie: customer.cookie });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.cookies).toEqual([]);
    expect(await stillSignedIn()).toBe(true);
    const unknown = await post("/api/login", { email: "nobody@example.in", password: "not-the-password" }, { cookie: customer.cookie });
    expect(unknown.statusCode).toBe(401);
    expect(await stillSignedIn()).toBe(true);
    const switched = await post("/api/login", { email: other.email, password: other.password }, { cookie: customer.cookie });
    expect(switched.statusCode).toBe(200);
    expect(await stillSignedIn()).toBe(false);
  });

  it("signs in with a session cookie that is HttpOnly, SameSite=Lax and site-wide", async () => {
    const customer = await registerCustomer(ctx.app);
    const response = await post("/api/login", { email: customer.email.toUpperCase(), password: customer.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(customer.email);
    const cookie = response.cookies.find((c) => c.name === "kk_session")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    const stored = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, customer.id));
    expect(stored.map((s) => s.tokenHash)).not.toContain(cookie.value);
  });

  it("answers the current user, and 401 without a session", async () => {
    const { cookie, email } = await signedInCustomer(ctx.app);
    const me = await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(me.json()).toMatchObject({ isAuthenticated: true, user: { email, isAdmin: false } });
    const anonymous = await ctx.app.inject({ url: "/api/auth/user" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: "unauthorized", message: "Unauthorized" });
    expect((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie: "kk_session=forged" } })).statusCode).toBe(401);
  });

  it("gives a new token at every sign-in", async () => {
    const customer = await registerCustomer(ctx.app);
    const first = await signIn(ctx.app, customer.email, customer.password);
    const second = await signIn(ctx.app, customer.email, customer.password);
    expect(first).not.toBe(second);
  });

  it("refuses a wrong password or an unknown e-mail with the same message", async () => {
    const customer = await registerCustomer(ctx.app);
    for (const payload of [{ email: customer.email, password: "wrong-password" }, { email: "nobody@example.in", password: "whatever1" }]) {
      const response = await post("/api/login", payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: "unauthorized", message: "Invalid email or password." });
    }
  });

  it.each([
    [{ email: "nope", password: "x" }, "email", "Please enter a valid email address"],
    [{ email: "a@b.in", password: "" }, "password", "Password is required"],
  ])("validates the sign-in form: %j", async (payload, field, message) => {
    const response = await post("/api/login", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: field, message });
  });

  it("refuses an address that keeps guessing one account, with Retry-After, even with the right password", async () => {
    const customer = await registerCustomer(ctx.app);
    const attempt = (password: string) => ctx.app.inject({ method: "POST", url: "/api/login", payload: { email: customer.email, password }, remoteAddress: "10.1.0.1" });
    for (let i = 0; i < 5; i++) expect((await attempt("wrong-password")).statusCode).toBe(401);
    const refused = await attempt("wrong-password");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "rate_limited" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(30);
    expect((await attempt(customer.password)).statusCode).toBe(429);
  });

  it("never lets strangers' guesses from many addresses keep the owner out", async () => {
    const owner = await registerCustomer(ctx.app);
    const admin = await registerCustomer(ctx.app);
    await ctx.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    for (const account of [owner, admin]) {
      for (let i = 0; i < 7; i++) {
        const guess = await ctx.app.inject({ method: "POST", url: "/api/login", payload: { email: account.email, password: `guess-${i}` }, remoteAddress: `10.3.${i}.7` });
        expect(guess.statusCode).toBe(401);
      }
      const started = Date.now();
      const own = await ctx.app.inject({ method: "POST", url: "/api/login", payload: { email: account.email, password: account.password }, remoteAddress: "10.4.0.1" });
      expect(own.statusCode, own.body).toBe(200);
      // Under attack the account's sign-ins are slowed down, never refused.
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    }
  });

  it("limits one address trying many accounts", async () => {
    const ip = "10.2.0.1";
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await ctx.app.inject({ method: "POST", url: "/api/login", payload: { email: `guess${i}@example.in`, password: "password1" }, remoteAddress: ip })).statusCode;
    }
    expect(last).toBe(429);
  });

  it("ends the session on the server when the shop's sign-out form is posted", async () => {
    const { cookie } = await signedInCustomer(ctx.app);
    const logout = await ctx.app.inject({
      method: "POST",
      url: "/api/logout",
      payload: "",
      headers: { cookie, origin: "http://localhost:80", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(logout.statusCode).toBe(303);
    expect(logout.headers.location).toBe("/");
    expect(logout.cookies.find((c) => c.name === "kk_session")?.value).toBe("");
    // The old cookie is worthless even if a browser kept it.
    expect((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(401);

    const other = await signedInCustomer(ctx.app);
    expect((await post("/api/logout", {}, { cookie: other.cookie })).statusCode).toBe(204);
    expect((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie: other.cookie } })).statusCode).toBe(401);
  });

  it("only asks before signing out on a GET, which any other site could trigger", async () => {
    const { cookie } = await signedInCustomer(ctx.app);
    const page = await ctx.app.inject({ url: "/api/logout", headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain('<form method="post" action="/api/logout">');
    expect((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(200);
  });

  it("refuses a sign-out posted from another site", async () => {
    const { cookie } = await signedInCustomer(ctx.app);
    const forged = await ctx.app.inject({
      method: "POST",
      url: "/api/logout",
      payload: "",
      headers: { cookie, origin: "https://evil.invalid", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(forged.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(200);
  });

  it("leads GET /api/login to the sign-in page when no identity provider is set up", async () => {
    const response = await ctx.app.inject({ url: "/api/login" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/signin");
  });

  it("carries the page to return to on to the sign-in page, only when it is a page of this shop", async () => {
    const back = await ctx.app.inject({ url: `/api/login?returnUrl=${encodeURIComponent("/products/soft-blanket?size=m")}` });
    expect(back.headers.location).toBe(`/signin?returnUrl=${encodeURIComponent("/products/soft-blanket?size=m")}`);
    for (const elsewhere of ["https://evil.invalid/", "//evil.invalid", "/\\evil.invalid", "/signin"]) {
      const response = await ctx.app.inject({ url: `/api/login?returnUrl=${encodeURIComponent(elsewhere)}` });
      expect(response.headers.location).toBe("/signin");
    }
    const tooLong = await ctx.app.inject({ url: `/api/login?returnUrl=/${"a".repeat(2001)}` });
    expect(tooLong.statusCode).toBe(400);
  });

  it("refuses a sign-in posted from another site", async () => {
    const customer = await registerCustomer(ctx.app);
    const response = await post("/api/login", { email: customer.email, password: customer.password }, { origin: "https://evil.invalid" });
    expect(response.statusCode).toBe(403);
  });
});

describe("profile and password", () => {
  it("updates the profile's allowed fields", async () => {
    const { cookie } = await signedInCustomer(ctx.app);
    const response = await put("/api/profile", { firstName: "Meera", lastName: "Iyer", phoneNumber: "(080) 4567-8901" }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ firstName: "Meera", lastName: "Iyer", phoneNumber: "(080) 4567-8901" });
  });

  it("cannot make the user an administrator", async () => {
    const { cookie, id } = await signedInCustomer(ctx.app);
    const response = await put("/api/profile", { firstName: "Meera", lastName: "Iyer", phoneNumber: "9876543210", isAdmin: true }, cookie);
    expect(response.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.isAdmin).toBe(false);
  });

  it.each([
    [{ firstName: "" }, "firstName", "First name is required"],
    [{ lastName: "" }, "lastName", "Last name is required"],
    [{ phoneNumber: "123" }, "phoneNumber", "Valid phone number is required"],
    [{ phoneNumber: "98765 43210 ext" }, "phoneNumber", "Invalid phone number format"],
  ])("validates the profile: %j", async (change, field, message) => {
    const { cookie } = await signedInCustomer(ctx.app);
    const response = await put("/api/profile", { firstName: "Meera", lastName: "Iyer", phoneNumber: "9876543210", ...change }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: field, message });
  });

  it("needs a session, checked before the body", async () => {
    const response = await ctx.app.inject({ method: "PUT", url: "/api/profile", payload: { nonsense: true } });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ currentPassword: "" }, "currentPassword", "Current password is required"],
    [{ newPassword: "1234567", confirmPassword: "1234567" }, "newPassword", "Password must be at least 8 characters"],
    [{ confirmPassword: "1234567" }, "confirmPassword", "Please confirm your password"],
    [{ confirmPassword: "different-one" }, "confirmPassword", "Passwords don't match"],
  ])("validates a password change: %j", async (change, field, message) => {
    const { cookie, password } = await signedInCustomer(ctx.app);
    const response = await put("/api/change-password", { currentPassword: password, newPassword: "new-secret", confirmPassword: "new-secret", ...change }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: field, message });
  });

  it("refuses a wrong current password, naming the field, and tells no one", async () => {
    const { cookie, email } = await signedInCustomer(ctx.app);
    const response = await put("/api/change-password", { currentPassword: "not-mine-1", newPassword: "new-secret", confirmPassword: "new-secret" }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "currentPassword" });
    expect(await mailsOfKindTo(ctx.database.db, email, "password_changed")).toEqual([]);
  });

  it("refuses an account without a password (made through the identity provider) and tells no one", async () => {
    const { user, cookie } = await quickCustomer(ctx.database.db);
    const response = await put("/api/change-password", { currentPassword: "anything-1", newPassword: "new-secret", confirmPassword: "new-secret" }, cookie);
    expect(response.statusCode).toBe(400);
    expect(await mailsOfKindTo(ctx.database.db, user.email, "password_changed")).toEqual([]);
  });

  it("counts guesses of the current password like sign-in failures", async () => {
    const { cookie } = await signedInCustomer(ctx.app);
    const guess = () =>
      ctx.app.inject({
        method: "PUT",
        url: "/api/change-password",
        payload: { currentPassword: "a-wrong-guess", newPassword: "new-secret", confirmPassword: "new-secret" },
        headers: { cookie },
        remoteAddress: "10.5.0.1",
      });
    for (let i = 0; i < 5; i++) expect((await guess()).statusCode).toBe(400);
    const refused = await guess();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("changes the password and ends the user's other sessions, keeping this one", async () => {
    const customer = await signedInCustomer(ctx.app);
    const otherDevice = await signIn(ctx.app, customer.email, customer.password);
    const response = await put("/api/change-password", { currentPassword: customer.password, newPassword: "new-secret", confirmPassword: "new-secret" }, customer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Password changed successfully" });
    expect((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie: customer.cookie } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie: otherDevice } })).statusCode).toBe(401);
    expect((await post("/api/login", { email: customer.email, password: customer.password })).statusCode).toBe(401);
    expect(sessionCookieFrom(await post("/api/login", { email: customer.email, password: "new-secret" }))).toMatch(/^kk_session=/);
  });

  it("tells the account's address by mail, once per change", async () => {
    const customer = await signedInCustomer(ctx.app);
    const response = await put("/api/change-password", { currentPassword: customer.password, newPassword: "new-secret", confirmPassword: "new-secret" }, customer.cookie);
    expect(response.statusCode).toBe(200);
    const told = await mailsOfKindTo(ctx.database.db, customer.email, "password_changed");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ toAddress: customer.email, userId: customer.id, state: "pending", subject: "Your KiddoKart password was changed" });
    // An address never proven gets no name in the greeting.
    expect(told[0]!.data).toMatchObject({ firstName: null, email: customer.email, token: null, changedAt: expect.any(String) });
  });
});

describe("secure cookies", () => {
  it("marks the session cookie Secure when the shop is served over https", async () => {
    const secure = await createTestApp({ PUBLIC_URL: "https://shop.kiddokart.invalid" });
    try {
      const customer = await registerCustomer(secure.app);
      const response = await secure.app.inject({ method: "POST", url: "/api/login", payload: { email: customer.email, password: customer.password } });
      expect(response.cookies.find((c) => c.name === "kk_session")?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
