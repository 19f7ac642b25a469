import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/accounts";
import { mailsOfKindTo, mailsTo } from "../../test/account-mails";
import { newCustomer, registerCustomer, signIn } from "../../test/accounts";
import { createTestApp, type TestContext } from "../../test/test-app";
import { PRODUCTION_COST } from "./password";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const signUp = (payload: object, app = ctx.app) => app.inject({ method: "POST", url: "/api/register", payload });
const accountsWith = (email: string) => ctx.database.db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));

describe("signing up with an address that already has an account", () => {
  it("answers exactly as for a new address", async () => {
    const fresh = await signUp(newCustomer());
    const owner = await registerCustomer(ctx.app);
    const taken = await signUp(newCustomer({ email: owner.email.toUpperCase() }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(taken.body).toBe(fresh.body);
    expect(taken.json()).toEqual({ message: "Account created. You can now sign in with your credentials." });
    expect(taken.cookies).toEqual(fresh.cookies);
  });

  it("changes nothing in the account: its owner's password still works and the stranger's does not", async () => {
    const owner = await registerCustomer(ctx.app);
    const [before] = await accountsWith(owner.email);
    await signUp(newCustomer({ email: owner.email, password: "strangers-password", firstName: "Ravi" }));
    expect(await accountsWith(owner.email)).toEqual([before]);
    await signIn(ctx.app, owner.email, owner.password, "10.33.0.1");
    const stranger = await ctx.app.inject({ method: "POST", url: "/api/login", payload: { email: owner.email, password: "strangers-password" }, remoteAddress: "10.33.0.2" });
    expect(stranger.statusCode).toBe(401);
  });

  it("tells the owner by mail, at most once an hour, and writes no welcome link", async () => {
    const owner = await registerCustomer(ctx.app);
    for (let i = 0; i < 3; i++) expect((await signUp(newCustomer({ email: owner.email }))).statusCode).toBe(201);
    const notices = await mailsOfKindTo(ctx.database.db, owner.email, "signup_attempted");
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ toAddress: owner.email, userId: owner.id, subject: "You already have a KiddoKart account", state: "pending" });
    // The owner has not verified the address yet: like every account mail, it greets without a name.
    expect(notices[0]!.data).toMatchObject({ firstName: null, email: owner.email, token: null, changedAt: expect.any(String) });
    expect((await mailsTo(ctx.database.db, owner.email)).map((mail) => mail.kind)).toEqual(["welcome", "signup_attempted"]);
  });

  it("takes as long as signing up a new address: the password is hashed either way", async () => {
    // At the production hash cost, which is most of a sign-up's time.
    const slow = await createTestApp({}, { passwordCost: PRODUCTION_COST });
    try {
      const owner = await registerCustomer(slow.app);
      const timed = async (payload: object) => {
        const started = performance.now();
        expect((await signUp(payload, slow.app)).statusCode).toBe(201);
        return performance.now() - started;
      };
      const fresh: number[] = [];
      const taken: number[] = [];
      for (let i = 0; i < 5; i++) {
        fresh.push(await timed(newCustomer()));
        taken.push(await timed(newCustomer({ email: owner.email })));
      }
      const median = (times: number[]) => times.toSorted((a, b) => a - b)[2]!;
      // Loose bounds, so that a busy machine does not fail it; skipping the hash would be 10 times faster.
      expect(median(taken) / median(fresh)).toBeGreaterThan(0.6);
      expect(median(taken) / median(fresh)).toBeLessThan(1.6);
      console.log(`sign-up medians: new address ${median(fresh).toFixed(0)} ms, taken address ${median(taken).toFixed(0)} ms`);
    } finally {
      await slow.close();
    }
  });
});
