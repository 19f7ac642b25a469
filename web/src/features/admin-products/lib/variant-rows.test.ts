import { describe, expect, it } from "vitest";
import { applyToAll, combinationsOf, type OptionFields, rowLabel, rowsForOptions, type VariantRowFields } from "./variant-rows";

const size = (...values: string[]): OptionFields => ({ key: "size", name: "Size", values: values.map((value) => ({ key: `size-${value}`, value, note: "" })) });
const colour = (...values: string[]): OptionFields => ({ key: "colour", name: "Colour", values: values.map((value) => ({ key: `colour-${value}`, value, note: "" })) });

function savedRow(variantId: number, choice: Record<string, string>, price: string, stock: string): VariantRowFields {
  return { variantId, choice, sku: `SKU-${variantId}`, price, discountPercentage: "10", mrp: "599.00", stockQuantity: stock, netQuantity: "", netQuantityUnit: "", images: [], isActive: true };
}

describe("the variant rows", () => {
  it("are every combination of the options' values, the first option varying slowest", () => {
    expect(combinationsOf([size("M", "L"), colour("Red", "Blue")])).toEqual([
      { size: "size-M", colour: "colour-Red" },
      { size: "size-M", colour: "colour-Blue" },
      { size: "size-L", colour: "colour-Red" },
      { size: "size-L", colour: "colour-Blue" },
    ]);
    expect(combinationsOf([])).toEqual([{}]);
  });

  it("keep the rows already there with their ids and numbers when a value is added, the new row at its value's place", () => {
    const rows = [savedRow(1, { size: "size-M" }, "499.00", "5"), savedRow(2, { size: "size-L" }, "549.00", "3")];
    const next = rowsForOptions([size("S", "M", "L")], rows);
    expect(next.map((row) => [row.variantId, row.stockQuantity])).toEqual([[null, "0"], [1, "5"], [2, "3"]]);
    expect(next[0]).toMatchObject({ choice: { size: "size-S" }, sku: "", price: "499.00", discountPercentage: "10", mrp: "599.00", isActive: true });
  });

  it("drop the rows of a removed value", () => {
    const rows = [savedRow(1, { size: "size-M" }, "499.00", "5"), savedRow(2, { size: "size-L" }, "549.00", "3")];
    expect(rowsForOptions([size("L")], rows).map((row) => row.variantId)).toEqual([2]);
  });

  it("follow the values' new order", () => {
    const rows = [savedRow(1, { size: "size-M" }, "499.00", "5"), savedRow(2, { size: "size-L" }, "549.00", "3")];
    expect(rowsForOptions([size("L", "M")], rows).map((row) => row.variantId)).toEqual([2, 1]);
  });

  it("give the product's one row to the first value of its first option", () => {
    const single = savedRow(7, {}, "299.00", "12");
    const next = rowsForOptions([size("M", "L")], [single]);
    expect(next.map((row) => [row.variantId, row.choice])).toEqual([[7, { size: "size-M" }], [null, { size: "size-L" }]]);
  });

  it("give each row of a second option to that option's first value, and ignore an option without values", () => {
    const rows = [savedRow(1, { size: "size-M" }, "499.00", "5"), savedRow(2, { size: "size-L" }, "549.00", "3")];
    expect(rowsForOptions([size("M", "L"), { key: "pack", name: "", values: [] }], rows)).toEqual(rows);
    const next = rowsForOptions([size("M", "L"), colour("Red", "Blue")], rows);
    expect(next.map((row) => row.variantId)).toEqual([1, null, 2, null]);
  });

  it("keep, when an option is removed, the first row of each remaining combination", () => {
    const rows = [
      savedRow(1, { size: "size-M", colour: "colour-Red" }, "499.00", "5"),
      savedRow(2, { size: "size-M", colour: "colour-Blue" }, "499.00", "1"),
      savedRow(3, { size: "size-L", colour: "colour-Red" }, "549.00", "3"),
    ];
    const next = rowsForOptions([size("M", "L")], rows);
    expect(next.map((row) => [row.variantId, row.choice])).toEqual([[1, { size: "size-M" }], [3, { size: "size-L" }]]);
  });

  it("may start new rows inactive", () => {
    expect(rowsForOptions([size("M")], [], { newRowsActive: false })[0]).toMatchObject({ isActive: false, price: "", stockQuantity: "0" });
  });

  it("take the same price or stock in every row with Set for all, leaving the rest", () => {
    const rows = [savedRow(1, { size: "size-M" }, "499.00", "5"), savedRow(2, { size: "size-L" }, "549.00", "3")];
    const priced = applyToAll(rows, { price: "450" });
    expect(priced.map((row) => [row.price, row.stockQuantity])).toEqual([["450", "5"], ["450", "3"]]);
    expect(applyToAll(priced, { stockQuantity: "20" }).map((row) => [row.price, row.stockQuantity])).toEqual([["450", "20"], ["450", "20"]]);
  });

  it("are named by their values, or as the product without options", () => {
    const options = [size("M"), colour("Sky blue")];
    expect(rowLabel(options, savedRow(1, { size: "size-M", colour: "colour-Sky blue" }, "1", "0"))).toBe("Size M, Colour Sky blue");
    expect(rowLabel([], savedRow(1, {}, "1", "0"))).toBe("the product");
  });
});
