import { describe, expect, it } from "vitest";
import { decimalToPaise, MAX_AMOUNT_PAISE } from "../money";
import { rupeeAmount } from "./amounts";

const amount = rupeeAmount("Must be an amount in rupees");

describe("rupee amounts in requests", () => {
  it("accepts amounts from 0 to the largest one, as text or as a number", () => {
    for (const value of ["0", "1180.00", "1297.8", "9999999999999.99", 0, 1180, 1297.82, MAX_AMOUNT_PAISE / 100]) {
      expect(amount.safeParse(value).success, String(value)).toBe(true);
    }
    expect(decimalToPaise("9999999999999.99")).toBe(MAX_AMOUNT_PAISE);
  });

  it("refuses huge, negative, infinite and malformed amounts with the given message", () => {
    for (const value of ["10000000000000", "99999999999999999999", "1e3", "-1", "12.345", " 12", "1\u0000", 1e13, 1e300, -0.01, Number.POSITIVE_INFINITY, Number.NaN, null, true]) {
      const result = amount.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Must be an amount in rupees");
    }
  });

  it("keeps every accepted amount an exact number of paise", () => {
    expect(MAX_AMOUNT_PAISE).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    expect(Number.isSafeInteger(decimalToPaise(MAX_AMOUNT_PAISE / 100))).toBe(true);
  });
});
