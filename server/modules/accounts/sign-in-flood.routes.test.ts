import { setTimeout as pause } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCustomer } from "../../test/accounts";
import { createTestApp, type TestContext } from "../../test/test-app";
import { PRODUCTION_COST } from "./password";

const FLOODERS = ["10.66.1.1", "10.66.2.1", "10.66.3.1"];
const REQUESTS_OUTSTANDING_PER_FLOODER = 10;
const CUSTOMER_SIGN_INS = 13;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { passwordCost: PRODUCTION_COST });
}, 60_000);
afterAll(() => ctx?.close());

const signIn = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: "POST", url: "/api/login", payload: { email, password }, remoteAddress });

describe("a sign-in flood from a few addresses at the production hash cost", () => {
  it("lets a customer signing in from elsewhere in nearly every time", async () => {
    // The flooders sign in to their own account with its right password: no failure to count.
    const flooder = await registerCustomer(ctx.app);
    const customer = await registerCustomer(ctx.app);
    let flooding = true;
    const floodStatuses: number[] = [];
    const floods = FLOODERS.flatMap((address) =>
      Array.from({ length: REQUESTS_OUTSTANDING_PER_FLOODER }, async () => {
        while (flooding) {
          floodStatuses.push((await signIn(flooder.email, flooder.password, address)).statusCode);
          await pause(5);
        }
      }),
    );
    await pause(300);

    const customerStatuses: number[] = [];
    for (let i = 0; i < CUSTOMER_SIGN_INS; i++) {
      customerStatuses.push((await signIn(customer.email, customer.password, "10.77.0.1")).statusCode);
      await pause(200);
    }
    flooding = false;
    await Promise.all(floods);

    const count = (statuses: number[]) => JSON.stringify(Object.fromEntries([...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length])));
    const signedIn = customerStatuses.filter((status) => status === 200).length;
    console.info(`sign-in flood: the customer got in ${signedIn} of ${CUSTOMER_SIGN_INS} times ${count(customerStatuses)}; flood answers ${count(floodStatuses)}`);
    expect(signedIn).toBeGreaterThanOrEqual(CUSTOMER_SIGN_INS - 1);
    // The flood paid: most of its requests were refused before any password was hashed for them.
    expect(floodStatuses.filter((status) => status === 429).length).toBeGreaterThan(floodStatuses.length / 2);
  }, 120_000);
});
