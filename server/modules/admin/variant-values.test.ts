import { describe, expect, it } from "vitest";
import { VariantFormSchema } from "@shared/schemas/admin-variants";
import { variantValues } from "./variant-values";

const variant = (fields: Record<string, unknown>) => VariantFormSchema.parse({ options: { Size: "M" }, price: "900", ...fields });
const GST_ADDED = { pricesIncludeGst: false, gstRate: 18, productOnSale: true };

describe("a variant's row", () => {
  it("takes its sale price from its discount and its position from the list", () => {
    expect(variantValues(variant({ discountPercentage: "10", mrp: "1000" }), 2, ["Size"], { ...GST_ADDED, pricesIncludeGst: true })).toMatchObject({
      position: 3,
      optionValues: { Size: "M" },
      pricePaise: 90_000,
      salePricePaise: 81_000,
      discountPercent: "10.00",
      mrpPaise: 100_000,
    });
  });

  it("holds the selling price with GST added to the MRP when prices exclude GST", () => {
    expect(() => variantValues(variant({ mrp: "1000" }), 1, ["Size"], GST_ADDED)).toThrow(
      expect.objectContaining({ message: "For Size: M, the selling price ₹900.00 with 18% GST is ₹1,062.00, above the MRP ₹1,000.00", options: { field: "variants.1.mrp" } }),
    );
    expect(variantValues(variant({ mrp: "1062" }), 1, ["Size"], GST_ADDED).mrpPaise).toBe(106_200);
  });

  it("lets a variant of a draft, or one off sale, cost ₹0, but not one on sale", () => {
    expect(variantValues(variant({ price: "0" }), 0, ["Size"], { ...GST_ADDED, productOnSale: false }).pricePaise).toBe(0);
    expect(variantValues(variant({ price: "0", isActive: false }), 0, ["Size"], GST_ADDED).pricePaise).toBe(0);
    expect(() => variantValues(variant({ price: "0" }), 0, ["Size"], GST_ADDED)).toThrow(expect.objectContaining({ options: { field: "variants.0.price" } }));
  });

  it("wants a net quantity with its unit", () => {
    expect(() => variantValues(variant({ netQuantity: "500" }), 0, ["Size"], GST_ADDED)).toThrow(expect.objectContaining({ options: { field: "variants.0.netQuantityUnit" } }));
    expect(variantValues(variant({ netQuantity: "500", netQuantityUnit: "g" }), 0, ["Size"], GST_ADDED)).toMatchObject({ netQuantity: "500", netQuantityUnit: "g" });
  });
});
