import { describe, expect, it } from "vitest";
import { canonicalApiUrl, toQueryString } from "./api-url";

describe("canonicalApiUrl", () => {
  it("spells the same request the same way, whatever the order of its parameters", () => {
    expect(canonicalApiUrl("/api/products?sortOrder=desc&limit=12&offset=0&sortBy=createdAt")).toBe(
      canonicalApiUrl("/api/products?limit=12&offset=0&sortBy=createdAt&sortOrder=desc"),
    );
    expect(canonicalApiUrl("/api/brands")).toBe("/api/brands");
  });

  it("keeps apart requests that differ, and keeps encoded slugs as they were sent", () => {
    expect(canonicalApiUrl("/api/products?limit=12")).not.toBe(canonicalApiUrl("/api/products?limit=24"));
    expect(canonicalApiUrl(`/api/products/${encodeURIComponent("teddy & friends")}`)).toBe("/api/products/teddy%20%26%20friends");
    expect(canonicalApiUrl("/api/products?search=baby%20lotion")).toBe("/api/products?search=baby+lotion");
  });
});

describe("toQueryString", () => {
  it("leaves out empty values", () => {
    expect(toQueryString({ search: "baby oil", categoryId: 3, minPrice: undefined, brand: "", featured: true })).toBe(
      "?search=baby+oil&categoryId=3&featured=true",
    );
    expect(toQueryString({})).toBe("");
  });
});
