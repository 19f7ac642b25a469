import { describe, expect, it } from "vitest";
import { emptyProductForm, payloadOf, productFormChanged, salePriceOf, validateProductForm } from "./product-form-values";

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
    // As the spec has it, the form sends a stock that is not a number as 0 (the API refuses "abc" itself).
    expect(validateProductForm({ ...values, stockQuantity: "abc" })).toEqual({});
    expect(payloadOf({ ...values, stockQuantity: "abc" }).stockQuantity).toBe("0");
    expect(validateProductForm({ ...values, stockQuantity: "2.5" })).toEqual({ stockQuantity: "Stock quantity must be a whole number" });
    expect(validateProductForm({ ...values, stockQuantity: "12" })).toEqual({});
  });

  it("refuses a discount that gives the product away", () => {
    const values = { ...emptyProductForm, name: "Bib", slug: "bib", price: "99", categoryId: "1", brandId: "2" };
    expect(validateProductForm({ ...values, discountPercentage: "100" })).toEqual({ discountPercentage: "Discount must be below 100%: a product cannot be given away" });
    expect(validateProductForm({ ...values, price: "0.01", discountPercentage: "60" })).toEqual({ discountPercentage: "An active product needs a price above ₹0 after its discount" });
    expect(validateProductForm({ ...values, discountPercentage: "99.99" })).toEqual({});
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

describe("productFormChanged", () => {
  it("is false for the form as it started, also when a list is a new array with the same items", () => {
    expect(productFormChanged({ ...emptyProductForm }, emptyProductForm)).toBe(false);
    const start = { ...emptyProductForm, images: ["/public-objects/a.png", "/public-objects/b.png"] };
    expect(productFormChanged({ ...start, images: [...start.images] }, start)).toBe(false);
  });

  it("is true once a text, a switch or a list differs from the start", () => {
    expect(productFormChanged({ ...emptyProductForm, name: "Muslin swaddle" }, emptyProductForm)).toBe(true);
    expect(productFormChanged({ ...emptyProductForm, isFeatured: true }, emptyProductForm)).toBe(true);
    const start = { ...emptyProductForm, images: ["/public-objects/a.png", "/public-objects/b.png"] };
    expect(productFormChanged({ ...start, images: ["/public-objects/b.png", "/public-objects/a.png"] }, start)).toBe(true);
    expect(productFormChanged({ ...start, images: ["/public-objects/a.png"] }, start)).toBe(true);
  });
});
