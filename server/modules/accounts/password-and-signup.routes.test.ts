import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/accounts";
import { newCustomer } from "../../test/accounts";
import { createTestApp, type TestContext } from "../../test/test-app";
import { createPasswordHasher } from "./password";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ SIGNUP_LIMIT_PER_ADDRESS: "3", SIGNUP_LIMIT_PER_HOUR: "5" });
});
afterAll(() => ctx?.close());

const signUp = (ip: string) => ctx.app.inject({ method: "POST", url: "/api/register", payload: newCustomer(), remoteAddress: ip });

describe("sign-up limits", () => {
  it("limits new accounts per address and in all, answering 429 with Retry-After", async () => {
    for (let i = 0; i < 3; i++) expect((await signUp("10.6.0.1")).statusCode).toBe(201);
    const fourth = await signUp("10.6.0.1");
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: "rate_limited" });
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(3000);

    expect((await signUp("10.7.0.2")).statusCode).toBe(201);
    expect((await signUp("10.8.0.3")).statusCode).toBe(201);
    // Five accounts this hour in all: the next one waits, from any network that made one this hour.
    expect((await signUp("10.8.0.4")).statusCode).toBe(429);
    expect((await signUp("10.7.0.5")).statusCode).toBe(429);
  });
});

describe("hash upgrades", () => {
  it("re-hashes a password stored with older parameters at the next sign-in", async () => {
    const customer = newCustomer();
    const older = await createPasswordHasher({ cost: { N: 2 ** 11, r: 8, p: 1 } }).hash(customer.password);
    const [user] = await ctx.database.db
      .insert(users)
      .values({ email: customer.email, passwordHash: older, firstName: "Asha", lastName: "Verma" })
      .returning();
    const response = await ctx.app.inject({ method: "POST", url: "/api/login", payload: { email: customer.email, password: customer.password } });
    expect(response.statusCode).toBe(200);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, user!.id));
    expect(after!.passwordHash).not.toBe(older);
    expect(after!.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    const again = await ctx.app.inject({ method: "POST", url: "/api/login", payload: { email: customer.email, password: customer.password } });
    expect(again.statusCode).toBe(200);
  });
});
