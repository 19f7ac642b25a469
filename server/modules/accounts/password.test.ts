import { describe, expect, it } from "vitest";
import { createPasswordHasher, PRODUCTION_COST, TEST_COST } from "./password";

describe("password hashing", () => {
  const hasher = createPasswordHasher({ cost: TEST_COST });

  it("verifies the right password only", async () => {
    const stored = await hasher.hash("tiny-feet-2024");
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    expect(await hasher.verify("tiny-feet-2024", stored)).toEqual({ valid: true, needsRehash: false });
    expect(await hasher.verify("tiny-feet-2025", stored)).toEqual({ valid: false, needsRehash: false });
    expect(await hasher.verify("tiny-feet-2024", "plain-text")).toEqual({ valid: false, needsRehash: false });
    expect(await hasher.verify("tiny-feet-2024", "scrypt$0$8$1$abc$def")).toEqual({ valid: false, needsRehash: false });
  });

  it("keeps verifying hashes made with older parameters, and asks for an upgrade", async () => {
    const older = await createPasswordHasher({ cost: { N: 2 ** 11, r: 8, p: 1 } }).hash("tiny-feet-2024");
    expect(await hasher.verify("tiny-feet-2024", older)).toEqual({ valid: true, needsRehash: true });
    expect(await hasher.verify("wrong", older)).toEqual({ valid: false, needsRehash: false });
  });

  it("uses OWASP's 32 MiB scrypt setting in the shop", async () => {
    expect(PRODUCTION_COST).toEqual({ N: 32_768, r: 8, p: 3 });
    const stored = await createPasswordHasher().hash("tiny-feet-2024");
    expect(stored).toMatch(/^scrypt\$32768\$8\$3\$/);
  });

  it("turns hashes away when too many wait, instead of queueing them", async () => {
    const narrow = createPasswordHasher({ cost: { N: 2 ** 14, r: 8, p: 1 }, concurrency: 1, queueLength: 2 });
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => narrow.hash("tiny-feet-2024")));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(3);
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(refused).toHaveLength(3);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: "busy", status: 503 });
  });
});
