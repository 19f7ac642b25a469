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

describe("rupees as Intl's en-IN format writes them", () => {
  const exact = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
  const whole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
  const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1_000, 99_999, 1_00_000, 12_34_567, 99_99_99_999, 1_00_00_00_000, 123_45_67_89_012, -1, -99, -100, -12_34_567];

  it("writes every amount, paise included, the same", () => {
    for (const paise of amounts) expect(formatRupees(paise), String(paise)).toBe(exact.format(paise / 100));
    for (let paise = 0; paise < 1_00_000; paise += 997) expect(formatRupees(paise)).toBe(exact.format(paise / 100));
  });

  it("writes whole rupees, rounded up, the same", () => {
    for (const paise of amounts.filter((amount) => amount > 0)) expect(formatWholeRupeesUp(paise), String(paise)).toBe(whole.format(Math.ceil(paise / 100)));
  });
});

