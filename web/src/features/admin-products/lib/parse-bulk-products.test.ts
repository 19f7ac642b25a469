import { describe, expect, it } from "vitest";
import { bulkErrorDetail, parseBulkProducts } from "./parse-bulk-products";

describe("parseBulkProducts", () => {
  it("reads one product per line with a slug, active, not featured and no media", () => {
    const result = parseBulkProducts("Soft Cotton Onesie, 499, 1, 2, 25, Breathable cotton\nBaby Wipes,199.50,3,4");
    expect(result).toEqual({
      ok: true,
      products: [
        {
          name: "Soft Cotton Onesie",
          slug: "soft-cotton-onesie",
          price: "499",
          categoryId: "1",
          brandId: "2",
          stockQuantity: 25,
          description: "Breathable cotton",
          isActive: false,
          isFeatured: false,
          images: [],
          videos: [],
        },
        expect.objectContaining({ name: "Baby Wipes", slug: "baby-wipes", price: "199.50", stockQuantity: 0, description: undefined }),
      ],
      lines: [1, 2],
    });
  });

  it("skips blank lines and reads an empty or non-numeric stock as 0, as the spec has it", () => {
    const result = parseBulkProducts("\n  \nRattle, 150, 1, 1, \n\nBib, 99, 1, 1, lots");
    expect(result.ok && result.products).toEqual([expect.objectContaining({ name: "Rattle", stockQuantity: 0 }), expect.objectContaining({ name: "Bib", stockQuantity: 0 })]);
  });

  it("keeps commas inside the description", () => {
    const result = parseBulkProducts("Blanket, 899, 1, 1, 5, Soft, warm, washable");
    expect(result.ok && result.products[0]?.description).toBe("Soft, warm, washable");
  });

  it("refuses a line with fewer than 4 fields, naming its line number", () => {
    expect(parseBulkProducts("Rattle, 150, 1, 1\n\nBib, 99, 1")).toEqual({
      ok: false,
      title: "Invalid Format",
      description: "Line 3: Minimum 4 fields required (name,price,categoryId,brandId)",
    });
  });

  it("says so when there is no product at all", () => {
    expect(parseBulkProducts(" \n\n")).toEqual({ ok: false, title: "No Products", description: "No valid products found in the input." });
  });

  it("remembers the text line of each product, blank lines counted", () => {
    const result = parseBulkProducts("\nRattle, 150, 1, 1\n\nBib, 99, 1, 1");
    expect(result.ok && result.lines).toEqual([2, 4]);
  });

  it("refuses a category or brand the shop does not have, naming the line and the id", () => {
    const known = { categoryIds: new Set([1, 2]), brandIds: new Set([7]) };
    expect(parseBulkProducts("Rattle, 150, 1, 7\n\nBib, 99, 9999, 7", known)).toEqual({ ok: false, title: "Unknown Category", description: "Line 3: unknown category 9999" });
    expect(parseBulkProducts("Rattle, 150, 2, 8", known)).toEqual({ ok: false, title: "Unknown Brand", description: "Line 1: unknown brand 8" });
    expect(parseBulkProducts("Rattle, 150, 2, 7", known).ok).toBe(true);
  });
});

describe("bulkErrorDetail", () => {
  it("refuses two lines whose names make the same slug, naming both text lines", () => {
    expect(parseBulkProducts("Baby Rattle, 150, 1, 7\n\nBib, 99, 1, 7\nbaby  rattle!, 120, 1, 7")).toEqual({
      ok: false,
      title: "Duplicate Product",
      description: "Line 4: the same slug as line 1 (baby-rattle)",
    });
  });

  it("tells the server's refusal by text line, without the row's path twice", () => {
    expect(bulkErrorDetail("products.1.price", "products.1.price: An active product needs a price above ₹0", [2, 4])).toBe("Line 4 (price): An active product needs a price above ₹0");
    expect(bulkErrorDetail("products.0.categoryId", "unknown category 9999", [3])).toBe("Line 3 (categoryId): unknown category 9999");
    expect(bulkErrorDetail(undefined, "Too many requests", [1])).toBe("Too many requests");
    expect(bulkErrorDetail(undefined, undefined, [1])).toBeNull();
  });
});
