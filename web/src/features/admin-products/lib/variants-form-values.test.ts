import type { AdminProductVariants } from "@shared/schemas/admin-variants";
import { describe, expect, it } from "vitest";
import { checkVariantsForm, formPathOf, variantsFormValuesOf, variantsPayloadOf } from "./variants-form-values";

const variant = (id: number, options: Record<string, string>, price: string) => ({
  id,
  sku: `PANTS-${id}`,
  options,
  price,
  salePrice: null,
  mrp: null,
  discountPercentage: "0.00",
  stockQuantity: 4,
  images: [],
  isActive: true,
  netQuantity: null,
  netQuantityUnit: null,
});

const pants: AdminProductVariants = {
  options: [{ name: "Size", values: [{ value: "M", note: "7–12 kg" }, { value: "L" }] }],
  variants: [variant(11, { Size: "M" }, "499.00"), variant(12, { Size: "L" }, "549.00")],
};

describe("the variants form's values", () => {
  it("come from the server's answer and go back as the same body", () => {
    const values = variantsFormValuesOf(pants);
    expect(values.variants.map((row) => [row.variantId, row.price, row.discountPercentage, row.stockQuantity])).toEqual([
      [11, "499.00", "", "4"],
      [12, "549.00", "", "4"],
    ]);
    const body = variantsPayloadOf(values);
    expect(body.options).toEqual([{ name: "Size", values: [{ value: "M", note: "7–12 kg" }, { value: "L", note: "" }] }]);
    expect(body.variants[1]).toEqual({
      id: 12,
      options: { Size: "L" },
      sku: "PANTS-12",
      price: "549.00",
      discountPercentage: "",
      mrp: "",
      stockQuantity: "4",
      netQuantity: "",
      netQuantityUnit: "",
      images: [],
      isActive: true,
    });
    expect("values" in checkVariantsForm(values)).toBe(true);
  });

  it("send a renamed value in the rows that had it", () => {
    const values = variantsFormValuesOf(pants);
    values.options[0]!.values[1]!.value = " XL ";
    expect(variantsPayloadOf(values).variants.map((row) => [row.id, row.options])).toEqual([
      [11, { Size: "M" }],
      [12, { Size: "XL" }],
    ]);
  });

  it("add the combinations the server has no variant for as inactive rows", () => {
    const values = variantsFormValuesOf({ ...pants, variants: [pants.variants[0]!] });
    expect(values.variants.map((row) => [row.variantId, row.isActive])).toEqual([
      [11, true],
      [null, false],
    ]);
  });

  it("put each message at its row's field, a list's own message at its root", () => {
    const values = variantsFormValuesOf(pants);
    values.variants[1]!.price = "12,50";
    values.options[0]!.values[1]!.value = "m";
    const result = checkVariantsForm(values);
    expect(result).toEqual({
      errors: {
        "options.0.values.1.value": '"m" is already a value of Size',
        "variants.1.price": "Price must be an amount in rupees, like 499 or 1299.50",
      },
    });
    expect(formPathOf(["variants", 1, "options"], values)).toBe("variants.root");
    expect(formPathOf(["options", 0, "values"], values)).toBe("options.0.values.root");
    expect(formPathOf(["variants"], values)).toBe("variants.root");
  });
});
