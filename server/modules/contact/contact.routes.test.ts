import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickCustomer } from "../../test/accounts";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof quickCustomer>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await quickCustomer(ctx.database.db, { isAdmin: true });
});
afterAll(() => ctx?.close());

const message = { name: "Asha", email: "asha@example.in", phone: "9876543210", subject: "Order question", message: "When will my pram arrive?" };
const send = (payload: object, remoteAddress: string) => ctx.app.inject({ method: "POST", url: "/api/contact", payload, remoteAddress });
const adminMessages = async () => (await ctx.app.inject({ url: "/api/admin/messages", headers: { cookie: admin.cookie } })).json().messages as Array<Record<string, unknown>>;

describe("POST /api/contact", () => {
  it("stores the message, trimmed, for the back office's Messages, with the specification's thanks", async () => {
    const sent = await send({ ...message, name: "  Asha Rao ", subject: " Where is my pram? " }, "10.9.0.1");
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ message: "Thank you for contacting us. We'll get back to you within 24 hours." });
    expect(await adminMessages()).toContainEqual(expect.objectContaining({ name: "Asha Rao", email: "asha@example.in", subject: "Where is my pram?", message: message.message }));
  });

  it("refuses each field with the specification's message, and stores nothing", async () => {
    const before = (await adminMessages()).length;
    const bad = await send({ name: "", email: "x", phone: "123", subject: "", message: "short" }, "10.9.0.2");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual(
      expect.arrayContaining([
        { path: "name", message: "Name is required" },
        { path: "email", message: "Valid email is required" },
        { path: "phone", message: "Valid phone number is required" },
        { path: "subject", message: "Subject is required" },
        { path: "message", message: "Message must be at least 10 characters" },
      ]),
    );
    expect((await send({ ...message, isAdmin: true }, "10.9.0.3")).statusCode).toBe(400);
    expect((await send({ ...message, subject: "two\nlines" }, "10.9.0.4")).statusCode).toBe(400);
    expect((await adminMessages()).length).toBe(before);
  });

  it("takes five messages per address every ten minutes, then answers 429 with Retry-After", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(message, "10.9.1.1")).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await send(message, "10.9.1.1");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await send(message, "10.9.1.2")).statusCode).toBe(201);
  });
});
