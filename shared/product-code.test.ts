import { expect, it } from "vitest";
import { productCode } from "./product-code";

it("is KK and six digits, stable for a SKU", () => {
  const code = productCode("PMP-PC-M-54");
  expect(code).toMatch(/^KK\d{6}$/);
  expect(productCode("PMP-PC-M-54")).toBe(code);
  expect(productCode("PMP-PC-L-44")).not.toBe(code);
});

it("is N/A without a SKU", () => {
  expect(productCode(null)).toBe("N/A");
  expect(productCode(undefined)).toBe("N/A");
  expect(productCode("")).toBe("N/A");
});
