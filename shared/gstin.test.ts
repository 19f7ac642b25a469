import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem } from "./gstin";

describe("GSTIN", () => {
  it("accepts a published GSTIN and the demo shop's", () => {
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeNull();
    expect(gstinProblem("08AABCK1234R1ZA")).toBeNull();
  });

  it("computes the check character over the first 14 characters", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("08AABCK1234R1Z")).toBe("A");
  });

  it("refuses a wrong check character", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toMatch(/check character/);
  });

  it.each(["", "27AAPFU0939F1Z", "27aapfu0939f1zv", "2AAAPFU0939F1ZV", "27AAPFU0939F1YV", "27AAPF10939F1ZV", "27AAPFU0939F0ZV", "27AAPFU0939F1ZV "])(
    "refuses the malformed %j",
    (gstin) => expect(gstinProblem(gstin)).toMatch(/15 characters/),
  );
});
