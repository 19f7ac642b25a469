import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitCounters } from "../../db/schema/accounts";
import { newCustomer, registerCustomer } from "../../test/accounts";
import { createTestApp, type TestContext } from "../../test/test-app";
import { PRODUCTION_COST } from "./password";

// The client's address comes from a trusted proxy on loopback (documentation prefixes and private ranges only).
const signUp = (ctx: TestContext, client: string, customer: object = newCustomer()) =>
  ctx.app.inject({ method: "POST", url: "/api/register", payload: customer, remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": client } });

describe("at the production hash cost, with room for 20 accounts an hour", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: "loopback", SIGNUP_LIMIT_PER_ADDRESS: "3", SIGNUP_LIMIT_PER_HOUR: "20" }, { passwordCost: PRODUCTION_COST });
  });
  afterAll(() => ctx?.close());

  it("counts only the accounts a flood made, not the sign-ups it was refused as busy", async () => {
    const flood = await Promise.all(Array.from({ length: 60 }, (_, i) => signUp(ctx, `10.${60 + i}.0.1`)));
    const made = flood.filter((response) => response.statusCode === 201).length;
    const busy = flood.filter((response) => response.statusCode === 503).length;
    expect(made + busy).toBe(60);
    expect(busy).toBeGreaterThan(20);
    console.info(`sign-up flood: ${made} made, ${busy} refused as busy`);
    if (made < 20) expect((await signUp(ctx, "192.0.2.1")).statusCode).toBe(201);
  }, 60_000);
});

describe("with room for 100 accounts an hour, 2 per address", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: "loopback", SIGNUP_LIMIT_PER_ADDRESS: "2", SIGNUP_LIMIT_PER_HOUR: "100" });
  });
  afterAll(() => ctx?.close());

  it("lets one network (a /24 or an IPv6 /48) make at most a twentieth of the hour's accounts", async () => {
    const fromOneNetwork = [];
    for (let i = 1; i <= 4; i++) for (let j = 0; j < 2; j++) fromOneNetwork.push((await signUp(ctx, `192.0.2.${i}`)).statusCode);
    expect(fromOneNetwork).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const fromOneV6Site = [];
    for (let i = 1; i <= 6; i++) fromOneV6Site.push((await signUp(ctx, `2001:db8:48:${i}::1`)).statusCode);
    expect(fromOneV6Site).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await signUp(ctx, "192.0.3.1")).statusCode).toBe(201);
  });

  it("still makes a network's first account of the hour once strangers have spent the shop's quota", async () => {
    expect((await signUp(ctx, "198.51.100.7")).statusCode).toBe(201);
    await ctx.database.db.update(rateLimitCounters).set({ hits: 100 }).where(eq(rateLimitCounters.key, "signup:all"));
    const elsewhere = await signUp(ctx, "198.51.101.7");
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    for (const sameNetwork of ["198.51.101.8", "198.51.100.9"]) {
      const refused = await signUp(ctx, sameNetwork);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: "rate_limited" });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
    await ctx.database.db.update(rateLimitCounters).set({ hits: 0 }).where(eq(rateLimitCounters.key, "signup:all"));
  });

  it("counts an e-mail already taken against the address that asked, never against the shop", async () => {
    const existing = await registerCustomer(ctx.app);
    const asked = [];
    for (let i = 0; i < 3; i++) asked.push((await signUp(ctx, "203.0.113.9", { ...newCustomer(), email: existing.email })).statusCode);
    // The same answer as for a new address (sign-up never tells who shops here), counted all the same.
    expect(asked).toEqual([201, 201, 429]);
    // Five places left in the shop's hour, and thirty strangers ask about a taken e-mail.
    await ctx.database.db.update(rateLimitCounters).set({ hits: 95 }).where(eq(rateLimitCounters.key, "signup:all"));
    for (let i = 0; i < 30; i++) expect((await signUp(ctx, `10.${i}.9.1`, { ...newCustomer(), email: existing.email })).statusCode).toBe(201);
    expect((await signUp(ctx, "203.0.113.77")).statusCode).toBe(201);
  });
});
