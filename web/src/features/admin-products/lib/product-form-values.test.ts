import type { AdminProduct } from "@shared/schemas/admin-products";
import { describe, expect, it } from "vitest";
import { duplicatePayload } from "./duplicate-payload";
import { emptyProductForm, payloadOf, salePriceOf, validateProductForm } from "./product-form-values";

describe("salePriceOf", () => {
  it("takes the discount off the price, to 2 decimals", () => {
    expect(salePriceOf("999", "15")).toBe("849.15");
    expect(salePriceOf("1299.50", "10")).toBe("1169.55");
  });

  it("is empty when the discount or the price is 0 or empty", () => {
    expect(salePriceOf("999", "")).toBe("");
    expect(salePriceOf("999", "0")).toBe("");
    expect(salePriceOf("", "10")).toBe("");
  });
});

describe("validateProductForm", () => {
  it("gives the specification's messages for the required fields", () => {
    expect(validateProductForm(emptyProductForm)).toMatchObject({
      name: "Product name is required",
      slug: "Slug is required",
      price: "Price is required",
      categoryId: "Category is required",
      brandId: "Brand is required",
    });
  });

  it("refuses a negative stock and accepts a complete form", () => {
    const values = { ...emptyProductForm, name: "Bib", slug: "bib", price: "99", categoryId: "1", brandId: "2", stockQuantity: "-1" };
    expect(validateProductForm(values).stockQuantity).toBe("Stock quantity must be non-negative");
    expect(validateProductForm({ ...values, stockQuantity: "abc" })).toEqual({});
  });

  it("makes the first image the main image and splits the tags", () => {
    const payload = payloadOf({ ...emptyProductForm, images: ["/public-objects/a.png", "/public-objects/b.png"], tags: "soft, cotton, ,soft" });
    expect(payload.imageUrl).toBe("/public-objects/a.png");
    expect(payload.tags).toEqual(["soft", "cotton"]);
  });
});

describe("duplicatePayload", () => {
  const product = {
    id: 7,
    name: "Baby Lotion",
    slug: "baby-lotion",
    sku: "BL-1",
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    images: [],
    videos: [],
    tags: [],
  } as unknown as AdminProduct;

  it("renames, re-slugs with the timestamp, suffixes the sku and drops id and timestamps", () => {
    const copy = duplicatePayload(product, 1700000000000);
    expect(copy).toMatchObject({ name: "Baby Lotion (Copy)", slug: "baby-lotion-copy-1700000000000", sku: "BL-1-COPY" });
    expect(copy).not.toHaveProperty("id");
    expect(copy).not.toHaveProperty("createdAt");
  });

  it("leaves a missing sku missing", () => {
    expect(duplicatePayload({ ...product, sku: null }, 1).sku).toBeNull();
  });
});
