import { describe, expect, it } from "vitest";
import { optionSearchWords, optionValueWords } from "./option-words";

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
    const options = [
      { values: [{ value: "L" }, { value: "XL" }] },
      { values: [{ value: "Pack of 1" }, { value: "Pack of 2" }] },
    ];
    expect(optionSearchWords(options)).toEqual(["l", "large", "xl", "extra", "pack", "of", "1", "2"]);
  });
});
