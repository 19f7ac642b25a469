import { describe, expect, it } from "vitest";
import { RETURN_URL_MAX_LENGTH, safeReturnUrl, withReturnUrl } from "./return-url";

describe("safeReturnUrl", () => {
  it("keeps paths of the shop, with their query", () => {
    expect(safeReturnUrl("/cart")).toBe("/cart");
    expect(safeReturnUrl("/products?category=toys&page=2")).toBe("/products?category=toys&page=2");
  });

  it("goes home when there is none", () => {
    expect(safeReturnUrl(null)).toBe("/");
    expect(safeReturnUrl("")).toBe("/");
  });

  it("never leads to another site", () => {
    for (const address of ["https://evil.invalid", "//evil.invalid", "/\\evil.invalid", "/\t/evil.invalid", "javascript:alert(1)", "cart"]) {
      expect(safeReturnUrl(address)).toBe("/");
    }
  });

  it("never leads back to a page that would send the shopper on again", () => {
    expect(safeReturnUrl("/profile-setup")).toBe("/");
    expect(safeReturnUrl("/profile-setup?returnUrl=%2Fcart")).toBe("/");
    expect(safeReturnUrl("/signin?returnUrl=%2Fcart")).toBe("/");
    expect(safeReturnUrl("/signup")).toBe("/");
    expect(safeReturnUrl("/api/login?returnUrl=%2Fcart")).toBe("/");
  });

  it("refuses an address longer than any page of the shop", () => {
    expect(safeReturnUrl(`/products?search=${"a".repeat(RETURN_URL_MAX_LENGTH)}`)).toBe("/");
  });
});

describe("withReturnUrl", () => {
  it("adds the page to return to, encoded, unless it is the home page or unsafe", () => {
    expect(withReturnUrl("/signin", "/products/soft-blanket?size=m")).toBe("/signin?returnUrl=%2Fproducts%2Fsoft-blanket%3Fsize%3Dm");
    expect(withReturnUrl("/signin", "/")).toBe("/signin");
    expect(withReturnUrl("/signin", "//evil.invalid")).toBe("/signin");
    expect(withReturnUrl("/signin", null)).toBe("/signin");
  });
});
