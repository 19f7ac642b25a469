import { describe, expect, it } from "vitest";
import type { ProductLine } from "./catalogue-types";
import { netQuantityOf } from "./demo-declarations";

const line = (variants: string[]): ProductLine => ({ type: "Line", brands: ["Brand"], variants, rupees: [100, 200], tags: [], summary: "", details: "" });
const quantity = (variants: string[], variant: string, consumable: boolean) => netQuantityOf({ line: line(variants), brand: "Brand", variant }, consumable);

describe("the demo net quantities", () => {
  it("reads a consumable's grams or millilitres, the pack's total first", () => {
    expect(quantity(["75 g", "Pack of 3 (225 g)"], "Pack of 3 (225 g)", true)).toEqual({ netQuantity: "225", netQuantityUnit: "g" });
    expect(quantity(["100 ml", "200 ml"], "200 ml", true)).toEqual({ netQuantity: "200", netQuantityUnit: "ml" });
    expect(quantity(["40 ml", "Pack of 2"], "Pack of 2", true)).toEqual({ netQuantity: "80", netQuantityUnit: "ml" });
  });

  it("counts pieces: counts, packs, sets, pieces and twins; one of anything else", () => {
    expect(quantity(["72 Count", "Pack of 3 (216 Count)"], "Pack of 3 (216 Count)", true)).toEqual({ netQuantity: "216", netQuantityUnit: "pieces" });
    expect(quantity(["32 Count"], "32 Count", true)).toEqual({ netQuantity: "32", netQuantityUnit: "pieces" });
    expect(quantity(["Pack of 24"], "Pack of 24", true)).toEqual({ netQuantity: "24", netQuantityUnit: "pieces" });
    expect(quantity(["Set of 4"], "Set of 4", false)).toEqual({ netQuantity: "4", netQuantityUnit: "pieces" });
    expect(quantity(["5-Piece"], "5-Piece", false)).toEqual({ netQuantity: "5", netQuantityUnit: "pieces" });
    expect(quantity(["125 ml", "Twin Pack 260 ml"], "Twin Pack 260 ml", false)).toEqual({ netQuantity: "2", netQuantityUnit: "pieces" });
    expect(quantity(["125 ml"], "125 ml", false)).toEqual({ netQuantity: "1", netQuantityUnit: "pieces" });
    expect(quantity(["Compact"], "Compact", false)).toEqual({ netQuantity: "1", netQuantityUnit: "pieces" });
  });
});
