import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { BROKEN_PROMISES } from "@shared/shop-promises";
import { describe, expect, it } from "vitest";

const projectRoot = path.resolve(import.meta.dirname, "..");
/** Where customer-facing words live: the web app, the server's pages and mails, the shared meta descriptions. */
const SOURCES = ["web/src", "server/modules", "shared"];

function sourceFiles(): string[] {
  return SOURCES.flatMap((folder) =>
    readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith("shop-promises.ts"))
      .map((file) => path.join(folder, file)),
  );
}

describe("the shop's claims", () => {
  it("finds the words it scans for", () => {
    expect(BROKEN_PROMISES.some((claim) => claim.test("Same-day delivery in select cities"))).toBe(true);
    expect(BROKEN_PROMISES.some((claim) => claim.test("24/7 support"))).toBe(true);
    expect(BROKEN_PROMISES.some((claim) => claim.test("Cash on delivery across India"))).toBe(true);
    expect(BROKEN_PROMISES.some((claim) => claim.test("Cash on delivery on most PIN codes"))).toBe(false);
  });

  it("makes no promise a setting or a policy of the shop contradicts, in any page, mail or meta description", () => {
    const found = sourceFiles().flatMap((file) => {
      const text = readFileSync(path.join(projectRoot, file), "utf8");
      return BROKEN_PROMISES.filter((claim) => claim.test(text)).map((claim) => `${file}: ${claim.source}`);
    });
    expect(found).toEqual([]);
  });
});
