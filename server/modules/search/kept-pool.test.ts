import { describe, expect, it } from "vitest";
import { keptPool } from "./kept-pool";

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("values kept for searches", () => {
  it("keeps at most so many values, however small, forgetting the least recently used", async () => {
    const pool = keptPool(1_000_000_000, 1_000);
    for (let i = 0; i < 65_000; i++) await pool(`memo search number ${i}`, async () => ({ length: 0 }));
    await settle();
    expect(pool.count()).toBe(1_000);
    expect(pool.has("memo search number 0")).toBe(false);
    expect(pool.has("memo search number 64999")).toBe(true);
  });

  it("counts each value's key and place as well as its products against the size", async () => {
    const pool = keptPool(100_000, 1_000_000);
    const longKey = (i: number) => `search ${"nappies ".repeat(20)}${i}`;
    for (let i = 0; i < 10_000; i++) await pool(longKey(i), async () => ({ length: 1 }));
    await settle();
    expect(pool.size()).toBeLessThanOrEqual(100_000);
    // Each costs its product, 32 for its place and half its 170-odd characters: about 120.
    expect(pool.count()).toBeLessThan(1_000);
    expect(pool.has(longKey(9_999))).toBe(true);
  });

  it("shares a value being found and keeps none that failed", async () => {
    const pool = keptPool(1_000, 10);
    let finds = 0;
    const find = async () => ({ length: ++finds });
    await Promise.all([pool("a", find), pool("a", find)]);
    expect(finds).toBe(1);
    await expect(pool("b", async () => Promise.reject(new Error("database away")))).rejects.toThrow("database away");
    expect(pool.has("b")).toBe(false);
  });
});
