import { describe, expect, it } from "vitest";
import { codRefusal } from "./cod-refusal";

describe("codRefusal", () => {
  const delivered = { codAvailable: true, pincode: "302001" };

  it("allows cash on delivery up to the shop's largest order, and says why above it", () => {
    expect(codRefusal(delivered, 5_000_000, "50000.00")).toBeUndefined();
    expect(codRefusal(delivered, 5_000_001, "50000.00")).toBe("Cash on delivery is available for orders up to ₹50,000.00. Please pay online for this order.");
    expect(codRefusal(delivered, 99_999_999, undefined)).toBeUndefined();
  });

  it("gives the delivery zone's refusal first", () => {
    expect(codRefusal({ codAvailable: false, pincode: "302001" }, 100, "50000.00")).toMatch(/302001/);
  });
});
