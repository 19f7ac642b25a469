import type { ProductDetail, ProductVariant } from "@shared/schemas/catalog";
import { describe, expect, it } from "vitest";
import { addressWithVariant, productAsVariant, valueSoldOut, variantFromAddress, variantPicking } from "./variant-choice";

function variant(id: number, options: Record<string, string>, stockQuantity: number, price = "499.00"): ProductVariant {
  return { id, sku: `PANTS-${id}`, options, price, salePrice: null, mrp: null, discountPercentage: "0.00", stockQuantity, netQuantity: null, netQuantityUnit: null, images: [] };
}

// Size S is sold out in both packs; M is sold out in 64 only.
const variants = [
  variant(1, { Size: "S", Pack: "32" }, 0),
  variant(2, { Size: "S", Pack: "64" }, 0),
  variant(3, { Size: "M", Pack: "32" }, 4, "599.00"),
  variant(4, { Size: "M", Pack: "64" }, 0, "999.00"),
  variant(5, { Size: "L", Pack: "64" }, 9, "1099.00"),
];
const product = {
  id: 7,
  sku: null,
  price: "599.00",
  salePrice: null,
  mrp: null,
  discountPercentage: "0.00",
  stockQuantity: 13,
  imageUrl: "/pants.webp",
  images: ["/pants.webp"],
  options: [
    { name: "Size", values: [{ value: "S", note: "4–8 kg" }, { value: "M", note: "7–12 kg" }, { value: "L" }] },
    { name: "Pack", values: [{ value: "32" }, { value: "64" }] },
  ],
  variants,
} as unknown as ProductDetail;

describe("variantFromAddress", () => {
  it("opens with the first variant in stock", () => {
    expect(variantFromAddress(product, "")?.id).toBe(3);
  });

  it("opens the variant named by ?variant=, even a sold-out one", () => {
    expect(variantFromAddress(product, "?variant=4")?.id).toBe(4);
  });

  it("opens the values named by option, in any case, preferring one in stock", () => {
    expect(variantFromAddress(product, "?size=l")?.id).toBe(5);
    expect(variantFromAddress(product, "?size=m&pack=64")?.id).toBe(4);
    expect(variantFromAddress(product, "?size=M")?.id).toBe(3);
  });

  it("falls back to the first in stock for an unknown variant or value", () => {
    expect(variantFromAddress(product, "?variant=99")?.id).toBe(3);
    expect(variantFromAddress(product, "?size=xxl")?.id).toBe(3);
  });
});

describe("variantPicking", () => {
  it("keeps the other option's value when that combination is in stock", () => {
    expect(variantPicking(product, variants[4]!, "Pack", "64")?.id).toBe(5);
  });

  it("moves to an in-stock combination when the same one is sold out", () => {
    // M with pack 64 is sold out: picking M from L/64 lands on M/32.
    expect(variantPicking(product, variants[4]!, "Size", "M")?.id).toBe(3);
  });
});

describe("valueSoldOut", () => {
  it("is true only when every variant with the value is sold out", () => {
    expect(valueSoldOut(product, "Size", "S")).toBe(true);
    expect(valueSoldOut(product, "Size", "M")).toBe(false);
    expect(valueSoldOut(product, "Pack", "64")).toBe(false);
  });
});

describe("productAsVariant", () => {
  it("shows the variant's prices, stock and code, and its own pictures when it has them", () => {
    const shown = productAsVariant(product, { ...variants[4]!, images: ["/pants-l.webp"] });
    expect(shown).toMatchObject({ price: "1099.00", stockQuantity: 9, sku: "PANTS-5", images: ["/pants-l.webp"], imageUrl: "/pants-l.webp" });
  });

  it("keeps the product's pictures for a variant without its own", () => {
    expect(productAsVariant(product, variants[2]).images).toEqual(["/pants.webp"]);
  });

  it("declares the variant's own package", () => {
    const shown = productAsVariant(product, { ...variants[4]!, netQuantity: "64.000", netQuantityUnit: "pieces" });
    expect(shown.declarations).toMatchObject({ netQuantity: "64.000", netQuantityUnit: "pieces" });
  });
});

describe("addressWithVariant", () => {
  it("names the variant, drops option values and keeps the quantity", () => {
    expect(addressWithVariant("/products/pants", "?size=m&quantity=2", product, 5)).toBe("/products/pants?quantity=2&variant=5");
  });
});
