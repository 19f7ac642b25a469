import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-local-storage-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const key = "products/images/0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d.png";
const limits = { kind: "image", maxBytes: 10_485_760 } as const;

describe("local upload links", () => {
  it("are absolute on PUBLIC_URL when it is set, and recognised whether absolute or relative", async () => {
    const storage = createLocalStorage({ dataDir, secret: "s".repeat(32), publicUrl: "https://kiddokart.example.in" });
    const url = await storage.uploadUrlFor(key, limits);
    expect(url).toMatch(new RegExp(`^https://kiddokart\\.example\\.in/api/uploads/${key}\\?expires=\\d+&max=10485760&kind=image&signature=`));
    expect(storage.keyOfUploadUrl(url)).toBe(key);
    expect(storage.keyOfUploadUrl(url.replace("https://kiddokart.example.in", ""))).toBe(key);
    expect(createLocalStorage({ dataDir, secret: "t".repeat(32) }).keyOfUploadUrl(url)).toBeUndefined();
  });

  it("work for 15 minutes from when they were given", async () => {
    let now = Date.parse("2025-11-14T10:00:00Z");
    const storage = createLocalStorage({ dataDir, secret: "s".repeat(32), now: () => now });
    const query = Object.fromEntries(new URL(await storage.uploadUrlFor(key, limits), "http://shop.test").searchParams);
    now += 14 * 60_000;
    expect(storage.checkUploadLink(key, query)).toMatchObject({ key, kind: "image", maxBytes: 10_485_760 });
    now += 60_000;
    expect(() => storage.checkUploadLink(key, query)).toThrow(expect.objectContaining({ code: "forbidden" }));
  });

  it("never reach outside the uploads folder", async () => {
    const storage = createLocalStorage({ dataDir, secret: "s".repeat(32) });
    await expect(storage.read("../../etc/passwd")).rejects.toMatchObject({ code: "invalid_input" });
  });
});
