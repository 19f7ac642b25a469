import { describe, expect, it } from "vitest";
import { GST_STATE_CODES, INDIAN_STATES } from "@shared/indian-states";
import { placeOfSupply } from "./place-of-supply";

describe("placeOfSupply", () => {
  it("is within the state for a delivery in the seller's state", () => {
    expect(placeOfSupply("Rajasthan", "08")).toEqual({ state: "Rajasthan", code: "08", interState: false });
  });

  it("is across states for a delivery elsewhere", () => {
    expect(placeOfSupply("Karnataka", "08")).toEqual({ state: "Karnataka", code: "29", interState: true });
    expect(placeOfSupply("Delhi", "08")).toEqual({ state: "Delhi", code: "07", interState: true });
    expect(placeOfSupply("Delhi", "07").interState).toBe(false);
  });

  it("matches an older address's spelling without regard to case and spaces", () => {
    expect(placeOfSupply("  tamil   nadu ", "08")).toEqual({ state: "Tamil Nadu", code: "33", interState: true });
  });

  it("prints an unknown place as given, as Other Territory, outside the seller's state", () => {
    expect(placeOfSupply("Atlantis", "08")).toEqual({ state: "Atlantis", code: "97", interState: true });
  });
});

describe("GST state codes", () => {
  it("gives every state and union territory its own two-digit code", () => {
    const codes = INDIAN_STATES.map((state) => GST_STATE_CODES[state]);
    expect(codes.every((code) => /^\d{2}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(INDIAN_STATES.length);
  });

  it("uses the codes of the GST registrations", () => {
    expect(GST_STATE_CODES).toMatchObject({ "Jammu and Kashmir": "01", Delhi: "07", Rajasthan: "08", Maharashtra: "27", Karnataka: "29", Telangana: "36", "Andhra Pradesh": "37", Ladakh: "38", "Dadra and Nagar Haveli and Daman and Diu": "26" });
  });
});
