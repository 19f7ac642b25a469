import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterPendingSubscribers, newsletterSubscribers } from "../../db/schema/shopping";
import { quickCustomer } from "../../test/accounts";
import { subscribeAndConfirm } from "../../test/newsletter";
import { createTestApp, type TestContext } from "../../test/test-app";

const SECRET = "a-test-session-secret-of-at-least-32-chars";

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof quickCustomer>>;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "https://shop.invalid", SESSION_SECRET: SECRET });
  admin = await quickCustomer(ctx.database.db, { isAdmin: true });
});
afterAll(() => ctx?.close());

const subscribe = (email: string, cookie?: string) => subscribeAndConfirm(ctx.app, ctx.database.db, email, { cookie });
const unsubscribe = (payload: object) => ctx.app.inject({ method: "POST", url: "/api/newsletter/unsubscribe", payload, remoteAddress: "10.41.0.1" });
const isSubscribed = async (email: string) =>
  (await ctx.database.db.select().from(newsletterSubscribers).where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()))).length > 0;
const isAwaiting = async (email: string) =>
  (await ctx.database.db.select().from(newsletterPendingSubscribers).where(eq(sql`lower(${newsletterPendingSubscribers.email})`, email.toLowerCase()))).length > 0;

/** The unsubscribe link the subscribers CSV gives for an address. */
async function linkFromCsv(email: string): Promise<URL> {
  const csv = await ctx.app.inject({ method: "GET", url: "/api/admin/subscribers.csv", headers: { cookie: admin.cookie } });
  const row = csv.body.split("\r\n").find((line) => line.startsWith(`"${email}"`));
  expect(row, `a CSV row for ${email}`).toBeDefined();
  return new URL(row!.split(",")[2]!.replaceAll('"', ""));
}

describe("the unsubscribe link", () => {
  it("is in the subscribers CSV for every address, and removes that address once posted", async () => {
    await subscribe("meera@example.in");
    await subscribe("kiran@example.in");
    const link = await linkFromCsv("meera@example.in");
    expect(`${link.origin}${link.pathname}`).toBe("https://shop.invalid/newsletter/unsubscribe");
    expect(link.searchParams.get("email")).toBe("meera@example.in");

    const response = await unsubscribe({ email: "Meera@Example.in", token: link.searchParams.get("token") });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toContain("unsubscribed");
    expect(await isSubscribed("meera@example.in")).toBe(false);
    expect(await isSubscribed("kiran@example.in")).toBe(true);
    // Opening it again (or an old newsletter's link) still answers kindly.
    expect((await unsubscribe({ email: "meera@example.in", token: link.searchParams.get("token") })).statusCode).toBe(200);
  });

  it("refuses a token made for another address, or none of the shop's, naming the field", async () => {
    await subscribe("tara@example.in");
    const othersToken = (await linkFromCsv("kiran@example.in")).searchParams.get("token");
    for (const token of [othersToken, "x".repeat(32), "forged"]) {
      const response = await unsubscribe({ email: "tara@example.in", token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "invalid_input", field: "token" });
    }
    expect((await unsubscribe({ email: "tara@example.in" })).json()).toMatchObject({ code: "invalid_input", field: "token" });
    expect(await isSubscribed("tara@example.in")).toBe(true);
  });
});

describe("the account's newsletter", () => {
  it("shows whether the account's address is subscribed, and unsubscribes it", async () => {
    const customer = await quickCustomer(ctx.database.db);
    const state = () => ctx.app.inject({ method: "GET", url: "/api/profile/newsletter", headers: { cookie: customer.cookie } });
    expect((await state()).json()).toEqual({ email: customer.user.email, subscribed: false, awaitingConfirmation: false });
    await subscribe(customer.user.email.toUpperCase());
    await subscribe("grandma@example.in", customer.cookie);
    // Given while signed in, not confirmed yet.
    await ctx.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: { email: "grandpa@example.in" }, headers: { cookie: customer.cookie }, remoteAddress: "10.43.0.1" });
    expect(await isAwaiting("grandpa@example.in")).toBe(true);
    expect((await state()).json()).toEqual({ email: customer.user.email, subscribed: true, awaitingConfirmation: false });

    const removed = await ctx.app.inject({ method: "DELETE", url: "/api/profile/newsletter", headers: { cookie: customer.cookie } });
    expect(removed.json()).toEqual({ email: customer.user.email, subscribed: false, awaitingConfirmation: false });
    expect((await state()).json().subscribed).toBe(false);
    // An address subscribed while signed in to the account goes too, confirmed or awaiting.
    expect(await isSubscribed("grandma@example.in")).toBe(false);
    expect(await isAwaiting("grandpa@example.in")).toBe(false);
  });

  it("is the signed-in customer's only", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/profile/newsletter" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "DELETE", url: "/api/profile/newsletter" })).statusCode).toBe(401);
  });
});

describe("POST /api/newsletter/subscribe", () => {
  it("takes an address in any case with the same answer, and refuses what is not one", async () => {
    const ask = (email: string) => ctx.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: { email }, remoteAddress: "10.43.0.1" });
    const first = await ask("Parent@Example.in");
    expect(first.statusCode).toBe(201);
    const again = await ask("parent@example.IN");
    expect([again.statusCode, again.json()]).toEqual([201, first.json()]);
    expect((await ask("not-an-email")).json()).toMatchObject({ code: "invalid_input", field: "email" });
  });
});
