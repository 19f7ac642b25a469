import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/accounts";
import { newsletterPendingSubscribers, newsletterSubscribers } from "../../db/schema/shopping";
import { quickCustomer } from "../../test/accounts";
import { createTestApp, type TestContext } from "../../test/test-app";
import { createHousekeepingService } from "../housekeeping/housekeeping.service";
import { confirmationToken } from "./confirmation-token";

const SECRET = "a-test-session-secret-of-at-least-32-chars";
const THANKS = "Thank you for subscribing to our newsletter.";
const INVALID = "This confirmation link is not valid. Please use the link from our mail, or subscribe again.";
const EXPIRED = "This confirmation link has expired. Please subscribe again and we will send you a new one.";

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof quickCustomer>>;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "https://shop.invalid", SESSION_SECRET: SECRET });
  admin = await quickCustomer(ctx.database.db, { isAdmin: true });
});
afterAll(() => ctx?.close());

let ip = 0;
const subscribe = (email: string, cookie?: string) =>
  ctx.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: { email }, headers: cookie ? { cookie } : {}, remoteAddress: `10.50.0.${(ip += 1)}` });
const confirm = (payload: object) => ctx.app.inject({ method: "POST", url: "/api/newsletter/confirm", payload, remoteAddress: "10.51.0.1" });
const asAdmin = (url: string) => ctx.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });
const backOffice = async () => (await asAdmin("/api/admin/messages")).json() as { subscribers: Array<{ email: string }>; awaitingConfirmation: number };

/** The confirmation mails in the outbox for an address, newest first. */
async function confirmationMails(email: string): Promise<Array<{ id: string; to: string; subject: string }>> {
  const { mails } = (await asAdmin("/api/admin/outbox?limit=100")).json();
  return mails.filter((mail: { kind: string; to: string }) => mail.kind === "newsletter_confirm" && mail.to.toLowerCase() === email.toLowerCase());
}

/** The link of a mail as its recipient reads it (the plain-text part). */
async function linkIn(mailId: string): Promise<URL> {
  const { mail } = (await asAdmin(`/api/admin/outbox/${mailId}`)).json();
  const href = /https:\/\/shop\.invalid\/newsletter\/confirm\?\S+/.exec(mail.text)?.[0];
  expect(href, "a confirmation link in the mail").toBeDefined();
  return new URL(href!);
}

async function subscribeAndReadLink(email: string): Promise<{ email: string; token: string }> {
  expect((await subscribe(email)).statusCode).toBe(201);
  const [mail] = await confirmationMails(email);
  const link = await linkIn(mail!.id);
  return { email: link.searchParams.get("email")!, token: link.searchParams.get("token")! };
}

const rowsOf = async (table: typeof newsletterSubscribers | typeof newsletterPendingSubscribers, email: string) =>
  ctx.database.db.select().from(table).where(eq(sql`lower(${table.email})`, email.toLowerCase()));

describe("subscribing to the newsletter", () => {
  it("stores the address as awaiting confirmation and mails it a signed link, with no subscriber counted yet", async () => {
    const before = await backOffice();
    const response = await subscribe("Asha@Example.in");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: THANKS, confirmedAtOnce: false });

    const after = await backOffice();
    expect(after.subscribers).toHaveLength(before.subscribers.length);
    expect(after.awaitingConfirmation).toBe(before.awaitingConfirmation + 1);
    expect((await asAdmin("/api/admin/subscribers.csv")).body).not.toContain("Asha@Example.in");

    const mails = await confirmationMails("asha@example.in");
    expect(mails).toEqual([expect.objectContaining({ to: "Asha@Example.in", subject: "Confirm your subscription to the KiddoKart newsletter" })]);
    const link = await linkIn(mails[0]!.id);
    expect(`${link.origin}${link.pathname}`).toBe("https://shop.invalid/newsletter/confirm");
    expect(link.searchParams.get("email")).toBe("Asha@Example.in");
    expect(link.searchParams.get("token")).toMatch(/^[0-9a-z]+\.[\w-]{32}$/);
  });

  it("confirms the address with the mailed link: then it is a subscriber, listed and exported, and the link opened again still answers kindly", async () => {
    const link = await subscribeAndReadLink("ravi@example.in");
    const before = await backOffice();

    const confirmed = await confirm(link);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toMatch(/^You are subscribed\./);

    const after = await backOffice();
    expect(after.subscribers.map((row) => row.email)).toContain("ravi@example.in");
    expect(after.awaitingConfirmation).toBe(before.awaitingConfirmation - 1);
    expect((await asAdmin("/api/admin/subscribers.csv")).body).toContain('"ravi@example.in"');
    expect((await confirm(link)).statusCode).toBe(200);
  });

  it("refuses a wrong or altered token and an expired one with a clear message naming the field, and subscribes nobody", async () => {
    const link = await subscribeAndReadLink("tara@example.in");
    const othersToken = confirmationToken(SECRET, "kiran@example.in");
    const [expiry, signature] = link.token.split(".") as [string, string];
    const longer = `${(Number.parseInt(expiry, 36) + 30 * 86_400).toString(36)}.${signature}`;
    for (const token of [othersToken, longer, `${link.token.slice(0, -1)}x`, "forged"]) {
      const response = await confirm({ email: link.email, token });
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toEqual({ code: "invalid_input", field: "token", message: INVALID });
    }
    const expired = await confirm({ email: link.email, token: confirmationToken(SECRET, link.email, new Date(Date.now() - 8 * 86_400_000)) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ code: "invalid_input", field: "token", message: EXPIRED });
    expect((await confirm({ email: link.email })).json()).toMatchObject({ code: "invalid_input", field: "token" });

    expect(await rowsOf(newsletterSubscribers, "tara@example.in")).toEqual([]);
    expect(await rowsOf(newsletterPendingSubscribers, "tara@example.in")).toHaveLength(1);
  });

  it("answers a stranger the same whether the address is new, awaiting or subscribed, and mails it at most once a day", async () => {
    const first = await subscribe("meera@example.in");
    const again = await subscribe("MEERA@example.in");
    expect([again.statusCode, again.json()]).toEqual([first.statusCode, first.json()]);
    expect(await confirmationMails("meera@example.in")).toHaveLength(1);

    const [mail] = await confirmationMails("meera@example.in");
    const link = await linkIn(mail!.id);
    expect((await confirm({ email: link.searchParams.get("email"), token: link.searchParams.get("token") })).statusCode).toBe(200);
    const subscribed = await subscribe("meera@example.in");
    expect([subscribed.statusCode, subscribed.json()]).toEqual([first.statusCode, first.json()]);
    expect(await confirmationMails("meera@example.in")).toHaveLength(1);

    // A day after the last mail, asking again mails a new link.
    await subscribe("kiran@example.in");
    await ctx.database.db
      .update(newsletterPendingSubscribers)
      .set({ mailedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(newsletterPendingSubscribers.email, "kiran@example.in"));
    await subscribe("kiran@example.in");
    await subscribe("kiran@example.in");
    expect(await confirmationMails("kiran@example.in")).toHaveLength(2);
  });

  it("mails once when the same new address is given twice at the same moment", async () => {
    await Promise.all([subscribe("twins@example.in"), subscribe("Twins@example.in")]);
    expect(await confirmationMails("twins@example.in")).toHaveLength(1);
    expect(await rowsOf(newsletterPendingSubscribers, "twins@example.in")).toHaveLength(1);
  });

  it("confirms the signed-in customer's own verified address at once, without a mail; any other address awaits its link", async () => {
    const customer = await quickCustomer(ctx.database.db);
    const state = async () => (await ctx.app.inject({ method: "GET", url: "/api/profile/newsletter", headers: { cookie: customer.cookie } })).json();

    // Not verified yet: anybody can sign up with any address.
    expect((await subscribe(customer.user.email, customer.cookie)).json()).toEqual({ message: THANKS, confirmedAtOnce: false });
    expect(await confirmationMails(customer.user.email)).toHaveLength(1);
    expect(await state()).toEqual({ email: customer.user.email, subscribed: false, awaitingConfirmation: true });

    await ctx.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, customer.user.id));
    expect((await subscribe(customer.user.email.toUpperCase(), customer.cookie)).json()).toEqual({ message: THANKS, confirmedAtOnce: true });
    expect(await confirmationMails(customer.user.email)).toHaveLength(1);
    expect(await state()).toEqual({ email: customer.user.email, subscribed: true, awaitingConfirmation: false });
    expect(await rowsOf(newsletterPendingSubscribers, customer.user.email)).toEqual([]);

    expect((await subscribe("grandma@example.in", customer.cookie)).json()).toEqual({ message: THANKS, confirmedAtOnce: false });
    expect(await confirmationMails("grandma@example.in")).toHaveLength(1);
    expect(await rowsOf(newsletterSubscribers, "grandma@example.in")).toEqual([]);
  });

  it("forgets an address not confirmed within a week: housekeeping deletes it, and its link no longer subscribes", async () => {
    const link = await subscribeAndReadLink("old@example.in");
    await ctx.database.db
      .update(newsletterPendingSubscribers)
      .set({ mailedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(newsletterPendingSubscribers.email, "old@example.in"));

    expect((await createHousekeepingService(ctx.database.db).run()).unconfirmedSubscriptions).toBe(1);
    expect(await rowsOf(newsletterPendingSubscribers, "old@example.in")).toEqual([]);
    const response = await confirm(link);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(EXPIRED);
    expect(await rowsOf(newsletterSubscribers, "old@example.in")).toEqual([]);
  });
});
