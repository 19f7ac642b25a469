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

  it("shows the price rules: above ₹0 for an active product, at most ₹1,00,00,000", () => {
    const values = { ...emptyProductForm, name: "Bib", slug: "bib", price: "0", categoryId: "1", brandId: "2" };
    expect(validateProductForm(values)).toEqual({ price: "An active product needs a price above ₹0" });
    expect(validateProductForm({ ...values, isActive: false })).toEqual({});
    expect(validateProductForm({ ...values, price: "10000000" })).toEqual({});
    expect(validateProductForm({ ...values, price: "10000000.01" })).toEqual({ price: "Price must be at most ₹1,00,00,000.00" });
  });

  it("refuses control characters in a one-line field and keeps line breaks in the description", () => {
    const values = { ...emptyProductForm, name: "Bib", slug: "bib", price: "99", categoryId: "1", brandId: "2", description: "Soft.\nWashable." };
    expect(validateProductForm(values)).toEqual({});
    expect(validateProductForm({ ...values, name: "Bib\u0000" })).toEqual({ name: "Must not contain control characters" });
  });

  it("makes the first image the main image and splits the tags", () => {
    const payload = payloadOf({ ...emptyProductForm, images: ["/public-objects/a.png", "/public-objects/b.png"], tags: "soft, cotton, ,soft" });
    expect(payload.imageUrl).toBe("/public-objects/a.png");
    expect(payload.tags).toEqual(["soft", "cotton"]);
  });
});

describe("GST fields", () => {
  const complete = { ...emptyProductForm, name: "Nappy Pants", slug: "nappy-pants", price: "799", categoryId: "1", brandId: "2" };

  it("sends the category's rate as null and a chosen slab as a number", () => {
    expect(payloadOf(complete)).toMatchObject({ hsnCode: "", gstRate: null });
    expect(payloadOf({ ...complete, hsnCode: "9619", gstRate: "5" })).toMatchObject({ hsnCode: "9619", gstRate: 5 });
    expect(payloadOf({ ...complete, gstRate: "0" })).toMatchObject({ gstRate: 0 });
  });

  it("names a bad HSN code under its field", () => {
    expect(validateProductForm({ ...complete, hsnCode: "96" })).toEqual({ hsnCode: "HSN code must be 4, 6 or 8 digits" });
    expect(validateProductForm({ ...complete, hsnCode: "961900", gstRate: "18" })).toEqual({});
  });
});

describe("declarations", () => {
  const complete = { ...emptyProductForm, name: "Rash Cream", slug: "rash-cream", price: "499", categoryId: "1", brandId: "2" };
  const declared = {
    ...complete,
    mrp: "599",
    netQuantity: "50",
    netQuantityUnit: "g",
    countryOfOrigin: "India",
    makerRole: "manufacturer",
    makerName: "Sunrise Hygiene Products Pvt. Ltd.",
    makerAddress: "Pune",
    bestBeforeMonths: "36",
  };

  it("sends them as typed, and empty to clear them", () => {
    expect(validateProductForm(declared)).toEqual({});
    expect(payloadOf(declared)).toMatchObject({ mrp: "599", netQuantity: "50", netQuantityUnit: "g", makerRole: "manufacturer", bestBeforeMonths: "36" });
    expect(payloadOf(complete)).toMatchObject({ mrp: "", netQuantity: "", makerRole: "", bestBeforeMonths: "" });
  });

  it("refuses a selling price above the MRP under the MRP, counting the discount", () => {
    expect(validateProductForm({ ...declared, price: "610" })).toEqual({ mrp: "The selling price ₹610.00 may not exceed the MRP ₹599.00" });
    expect(validateProductForm({ ...declared, price: "610", discountPercentage: "10" })).toEqual({});
  });

  it("names the field a declaration needs with another", () => {
    expect(validateProductForm({ ...complete, netQuantity: "50" })).toEqual({ netQuantityUnit: "Choose the unit of the net quantity" });
    expect(validateProductForm({ ...complete, makerName: "Sunrise" })).toMatchObject({ makerRole: expect.any(String), makerAddress: expect.any(String) });
    expect(validateProductForm({ ...complete, bestBeforeMonths: "121" })).toEqual({ bestBeforeMonths: "Best before must be a whole number of months from 1 to 120" });
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
    mrp: null,
    netQuantity: null,
    netQuantityUnit: null,
    countryOfOrigin: null,
    makerRole: null,
    makerName: null,
    makerAddress: null,
    bestBeforeMonths: null,
  } as unknown as AdminProduct;

  it("renames, re-slugs with the timestamp, suffixes the sku and drops id and timestamps", () => {
    const copy = duplicatePayload(product, 1700000000000);
    expect(copy).toMatchObject({ name: "Baby Lotion (Copy)", slug: "baby-lotion-copy-1700000000000", sku: "BL-1-COPY" });
    expect(copy).not.toHaveProperty("id");
    expect(copy).not.toHaveProperty("createdAt");
  });

  it("copies the declarations", () => {
    const declared = { ...product, mrp: "599.00", netQuantity: "50", netQuantityUnit: "g", countryOfOrigin: "Germany", makerRole: "importer", makerName: "Nestling Imports", makerAddress: "Thane", bestBeforeMonths: 24 } as AdminProduct;
    expect(duplicatePayload(declared, 1)).toMatchObject({ mrp: "599.00", netQuantity: "50", netQuantityUnit: "g", countryOfOrigin: "Germany", makerRole: "importer", makerName: "Nestling Imports", makerAddress: "Thane", bestBeforeMonths: 24 });
  });

  it("leaves a missing sku missing", () => {
    expect(duplicatePayload({ ...product, sku: null }, 1).sku).toBeNull();
  });
});
