import { describe, expect, it } from "vitest";
import { paths } from "./paths";

describe("paths", () => {
  it("builds search links with the text URL-encoded", () => {
    expect(paths.search.href("baby bottle & teats")).toBe("/products?search=baby%20bottle%20%26%20teats");
  });

  it("builds catalogue filter links", () => {
    expect(paths.productsByCategory.href("baby-gear")).toBe("/products?category=baby-gear");
    expect(paths.productsBySubcategory.href("strollers")).toBe("/products?subcategory=strollers");
    expect(paths.productsByBrand.href("himalaya")).toBe("/products?brand=himalaya");
    expect(paths.product.href("soft-blanket")).toBe("/products/soft-blanket");
  });
});
