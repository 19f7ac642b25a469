import { describe, expect, it } from "vitest";
import { duplicatePayload } from "./product-copy";
import type { AdminProduct } from "./schemas/admin-products";

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
    const copy = duplicatePayload({ ...product, isActive: true, isFeatured: true, stockQuantity: 40 }, 1700000000000);
    expect(copy).toMatchObject({ name: "Baby Lotion (Copy)", slug: "baby-lotion-copy-1700000000000", sku: "BL-1-COPY" });
    expect(copy).not.toHaveProperty("id");
    expect(copy).not.toHaveProperty("createdAt");
  });

  it("starts as a draft: inactive, not featured, with no stock", () => {
    expect(duplicatePayload({ ...product, isActive: true, isFeatured: true, stockQuantity: 40 }, 1)).toMatchObject({ isActive: false, isFeatured: false, stockQuantity: 0 });
  });

  it("copies the declarations", () => {
    const declared = { ...product, mrp: "599.00", netQuantity: "50", netQuantityUnit: "g", countryOfOrigin: "Germany", makerRole: "importer", makerName: "Nestling Imports", makerAddress: "Thane", bestBeforeMonths: 24 } as AdminProduct;
    expect(duplicatePayload(declared, 1)).toMatchObject({ mrp: "599.00", netQuantity: "50", netQuantityUnit: "g", countryOfOrigin: "Germany", makerRole: "importer", makerName: "Nestling Imports", makerAddress: "Thane", bestBeforeMonths: 24 });
  });

  it("leaves a missing sku missing", () => {
    expect(duplicatePayload({ ...product, sku: null }, 1).sku).toBeNull();
  });
});
