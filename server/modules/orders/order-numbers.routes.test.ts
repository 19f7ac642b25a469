import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder } from "../../test/shop-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";
import { formatOrderNumber, orderSerials } from "./order-number";

let ctx: TestContext;
let cookie: string;
let productId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  cookie = (await quickCustomer(ctx.database.db)).cookie;
  productId = (await (await catalogueFixture(ctx.database.db)).product({ price: 1000, stockQuantity: 1000 })).id;
});
afterAll(() => ctx?.close());
afterEach(() => vi.restoreAllMocks());

/** Places a cash-on-delivery order of one product at the total the server asks for, and answers its number. */
async function placeOrder(): Promise<string> {
  const send = (total: string) => ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie }, payload: codOrder([{ productId, quantity: 1 }], total) });
  const asked = await send("0.01");
  const placed = asked.statusCode === 201 ? asked : await send(asked.json().totals.total);
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order.orderNumber;
}

describe("order numbers", () => {
  it("keep their format but do not count the shop's orders", async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 6; i++) numbers.push(await placeOrder());
    for (const number of numbers) expect(number).toMatch(/^KK-\d{6}-\d{5}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
    const serials = numbers.map((number) => Number(number.slice(-5)));
    const steps = serials.slice(1).map((serial, index) => serial - serials[index]!);
    // A count goes up by one each time; six random numbers of 100,000 all doing so is impossible in practice.
    expect(steps.every((step) => step === 1)).toBe(false);
  });

  it("never gives a number that an order of the day already has", async () => {
    const taken = Number((await placeOrder()).slice(-5));
    vi.spyOn(orderSerials, "next").mockReturnValueOnce(taken).mockReturnValueOnce(taken).mockReturnValueOnce((taken + 7) % 100_000);
    const next = await placeOrder();
    expect(next).toBe(formatOrderNumber((taken + 7) % 100_000, new Date()));
  });

  it("give up with a conflict, writing nothing, when no free number is found", async () => {
    const taken = Number((await placeOrder()).slice(-5));
    vi.spyOn(orderSerials, "next").mockReturnValue(taken);
    const ordersHeld = async () => (await ctx.app.inject({ url: "/api/orders", headers: { cookie } })).json().length;
    const before = await ordersHeld();
    const refused = await ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie }, payload: codOrder([{ productId, quantity: 1 }], "1000.00") });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "conflict", message: "Could not number the order. Please try again." });
    expect(await ordersHeld()).toBe(before);
  });

  it("are written as the day in India and five digits", () => {
    expect(formatOrderNumber(42, new Date("2026-11-22T18:29:00Z"))).toBe("KK-261122-00042");
    expect(formatOrderNumber(99_999, new Date("2026-11-22T18:31:00Z"))).toBe("KK-261123-99999");
  });
});
