import { describe, expect, it } from "vitest";
import { filledStars, formatRating, roundRating } from "./rating";

describe("ratings", () => {
  it("round to one decimal with halves going up, whatever the binary value", () => {
    expect(roundRating(4.35)).toBe(4.4);
    expect(roundRating(4.05)).toBe(4.1);
    expect(roundRating(1.15)).toBe(1.2);
    expect(roundRating(4.349)).toBe(4.3);
  });

  it("stay between 0 and 5", () => {
    expect(roundRating(-1)).toBe(0);
    expect(roundRating(7)).toBe(5);
  });

  it("are written with one decimal", () => {
    expect(formatRating(4)).toBe("4.0");
    expect(formatRating(4.35)).toBe("4.4");
  });

  it("fill stars to the nearest half of the shown rating", () => {
    expect(filledStars(4.2)).toBe(4);
    expect(filledStars(4.25)).toBe(4.5);
    expect(filledStars(4.74)).toBe(4.5);
    expect(filledStars(4.75)).toBe(5);
    expect(filledStars(0)).toBe(0);
  });
});
