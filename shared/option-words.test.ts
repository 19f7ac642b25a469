import { describe, expect, it } from "vitest";
import { inSizeOrder, optionSearchWords, optionValueWords } from "./option-words";

describe("option words", () => {
  it("spells out size codes as a parent types them", () => {
    expect(optionValueWords("M")).toEqual(["m", "medium"]);
    expect(optionValueWords("xl")).toEqual(["xl", "extra", "large"]);
    expect(optionValueWords("NB")).toEqual(["nb", "newborn"]);
  });

  it("splits other values into their words", () => {
    expect(optionValueWords("0–3 months")).toEqual(["0", "3", "months"]);
    expect(optionValueWords("Pack of 3")).toEqual(["pack", "of", "3"]);
  });

  it("gives a product's words once each", () => {
    expect(optionSearchWords(["L", "XL", "Pack of 1", "Pack of 2"])).toEqual(["l", "large", "xl", "extra", "pack", "of", "1", "2"]);
  });
});

describe("inSizeOrder", () => {
  it("puts lettered sizes from newborn up, whatever their products' positions", () => {
    const sizes = [
      { value: "L", position: 2 },
      { value: "XL", position: 2 },
      { value: "M", position: 2 },
      { value: "NB", position: 1 },
    ];
    expect(inSizeOrder(sizes)).toEqual(["NB", "M", "L", "XL"]);
  });

  it("keeps other sizes in their products' order, after the lettered ones", () => {
    const sizes = [
      { value: "6–12 months", position: 3 },
      { value: "S", position: 1 },
      { value: "0–3 months", position: 1 },
      { value: "3–6 months", position: 2 },
    ];
    expect(inSizeOrder(sizes)).toEqual(["S", "0–3 months", "3–6 months", "6–12 months"]);
  });
});
