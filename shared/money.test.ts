import { describe, expect, it } from "vitest";
import { decimalToPaise, formatRupees, formatWholeRupeesUp, paiseToDecimal, rupeesToPaise } from "./money";

describe("money", () => {
  it("shows paise as a decimal string with two decimals", () => {
    expect(paiseToDecimal(129900)).toBe("1299.00");
    expect(paiseToDecimal(5)).toBe("0.05");
    expect(paiseToDecimal(0)).toBe("0.00");
    expect(paiseToDecimal(-150)).toBe("-1.50");
  });

  it("reads decimal amounts into paise and refuses anything else", () => {
    expect(decimalToPaise("1299.00")).toBe(129900);
    expect(decimalToPaise("1297.8")).toBe(129780);
    expect(decimalToPaise(1297.82)).toBe(129782);
    expect(decimalToPaise(" 12 ")).toBe(1200);
    for (const bad of ["", "1.234", "abc", "1e3", "12.", ".5", "99999999999999999999"]) expect(decimalToPaise(bad), bad).toBeNull();
  });

  it("converts rupees to whole paise", () => {
    expect(rupeesToPaise(1039.2)).toBe(103920);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });

  it("formats rupees the Indian way", () => {
    expect(formatRupees(12345600)).toBe("₹1,23,456.00");
  });

  it("rounds an amount still to reach up to whole rupees", () => {
    expect(formatWholeRupeesUp(15051)).toBe("₹151");
    expect(formatWholeRupeesUp(15001)).toBe("₹151");
    expect(formatWholeRupeesUp(15000)).toBe("₹150");
    expect(formatWholeRupeesUp(12345601)).toBe("₹1,23,457");
  });
});
