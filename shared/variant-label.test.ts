import { describe, expect, it } from "vitest";
import { nameWithVariant, variantLabel } from "./variant-label";

describe("a variant's label", () => {
  it("names each option with its value, in the order given", () => {
    expect(variantLabel({ Size: "M", Pack: "3" })).toBe("Size: M, Pack: 3");
    expect(nameWithVariant("Pampers Pants", { Size: "M" })).toBe("Pampers Pants (Size: M)");
  });

  it("is empty for a product without options, whose name stands alone", () => {
    expect(variantLabel({})).toBe("");
    expect(nameWithVariant("Baby Oil", {})).toBe("Baby Oil");
  });
});
