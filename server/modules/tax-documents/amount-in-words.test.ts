import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words";

describe("amountInWords", () => {
  it.each([
    [0, "Rupees Zero Only"],
    [100, "Rupees One Only"],
    [9950, "Rupees Ninety-Nine and Fifty Paise Only"],
    [1_00_000_00, "Rupees One Lakh Only"],
    [1_23_456_50, "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only"],
    [12_34_56_789_50, "Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Fifty Paise Only"],
    [5, "Five Paise Only"],
    [101_00, "Rupees One Hundred One Only"],
    [1_000_00, "Rupees One Thousand Only"],
    [2_00_00_000_00, "Rupees Two Crore Only"],
    [1000_00_00_000_00, "Rupees One Thousand Crore Only"],
    [110_00_01_000_00, "Rupees One Hundred Ten Crore One Thousand Only"],
  ])("writes %i paise as %j", (paise, words) => expect(amountInWords(paise)).toBe(words));

  it("refuses what is not an amount", () => {
    expect(() => amountInWords(-1)).toThrow();
    expect(() => amountInWords(1.5)).toThrow();
  });
});
