import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer, registerCustomer } from "../../test/accounts";
import { createTestApp, type TestContext } from "../../test/test-app";

// Requests come through a trusted proxy on loopback, which names the client in X-Forwarded-For, so each
// test chooses the client's address in any form a proxy may write it (documentation prefixes only).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: "loopback", SIGNUP_LIMIT_PER_ADDRESS: "3" });
});
afterAll(() => ctx?.close());

const from = (client: string) => ({ remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": client } });

describe("per-address limits count one client once, whatever form its address takes", () => {
  it("counts the sign-ups of one IPv6 /64 as one address's", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 8; i++) {
      const response = await ctx.app.inject({ method: "POST", url: "/api/register", payload: newCustomer(), ...from(`2001:db8:64:1::${i.toString(16)}`) });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    const neighbour = await ctx.app.inject({ method: "POST", url: "/api/register", payload: newCustomer(), ...from("2001:db8:64:2::1") });
    expect(neighbour.statusCode).toBe(201);
  });

  it("refuses wrong passwords for one account from one IPv6 /64 once five have failed, whichever of its addresses guesses", async () => {
    const owner = await registerCustomer(ctx.app);
    const statuses: number[] = [];
    for (let i = 1; i <= 8; i++) {
      const response = await ctx.app.inject({ method: "POST", url: "/api/login", payload: { email: owner.email, password: `guess-${i}` }, ...from(`2001:db8:65:1:${i}::${i}`) });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it("counts an IPv4 client's contact messages together whether its address comes mapped into IPv6, with a port, or plain", async () => {
    const message = { name: "Asha", email: "asha@example.in", phone: "9876543210", subject: "Hello", message: "A message long enough." };
    const forms = ["192.0.2.10", "::ffff:192.0.2.10", "192.0.2.10:51234", "[::ffff:192.0.2.10]:443", "::FFFF:c000:20a", "192.0.2.10:40000", "::ffff:192.0.2.10"];
    const statuses: number[] = [];
    for (const form of forms) statuses.push((await ctx.app.inject({ method: "POST", url: "/api/contact", payload: message, ...from(form) })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it("counts newsletter sign-ups of an IPv4 client together in every form of its address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const form = i % 2 === 0 ? `::ffff:192.0.2.20` : `192.0.2.20:${40000 + i}`;
      statuses.push((await ctx.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: { email: `reader${i}.${Date.now()}@example.in` }, ...from(form) })).statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });
});
