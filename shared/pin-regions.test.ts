import { describe, expect, it } from "vitest";
import { INDIAN_STATES } from "./indian-states";
import {
  pinCodeSpanOfState,
  pinCodeStateMismatch,
  statesOfPinCode,
} from "./pin-regions";

describe("the postal regions of PIN codes", () => {
  it("names the state of a PIN code by its first digits, the longest listed prefix first", () => {
    expect(statesOfPinCode("302001")).toEqual(["Rajasthan"]);
    expect(statesOfPinCode("110001")).toEqual(["Delhi"]);
    expect(statesOfPinCode("403001")).toEqual(["Goa"]);
    expect(statesOfPinCode("400001")).toEqual(["Maharashtra"]);
    expect(statesOfPinCode("744101")).toEqual(["Andaman and Nicobar Islands"]);
    expect(statesOfPinCode("682555")).toEqual(["Lakshadweep"]);
    expect(statesOfPinCode("737101")).toEqual(["Sikkim"]);
    expect(statesOfPinCode("799001")).toEqual(["Tripura"]);
    expect(statesOfPinCode("834001")).toEqual(["Jharkhand"]);
    expect(statesOfPinCode("248001")).toEqual(["Uttarakhand"]);
    expect(statesOfPinCode("194101")).toEqual(["Ladakh"]);
  });

  it("names every state of a prefix shared across a border", () => {
    expect(statesOfPinCode("160017")).toEqual(["Chandigarh", "Punjab"]);
    expect(statesOfPinCode("396230")).toEqual([
      "Gujarat",
      "Dadra and Nagar Haveli and Daman and Diu",
    ]);
    expect(statesOfPinCode("605001")).toEqual(["Tamil Nadu", "Puducherry"]);
    expect(statesOfPinCode("682001")).toEqual(["Kerala", "Lakshadweep"]);
    expect(statesOfPinCode("247667")).toEqual(["Uttar Pradesh", "Uttarakhand"]);
  });

  it("knows no state for the Army Postal Service's codes", () => {
    expect(statesOfPinCode("990001")).toEqual([]);
    expect(statesOfPinCode("560")).toEqual(["Karnataka"]);
  });

  it("only names states of the address forms", () => {
    for (let prefix = 11; prefix <= 99; prefix += 1) {
      for (const state of statesOfPinCode(`${prefix}0000`))
        expect(INDIAN_STATES).toContain(state);
    }
  });
});

describe("a PIN code against the chosen state", () => {
  it("refuses a state the PIN code's region excludes, saying where it is", () => {
    expect(pinCodeStateMismatch("682001", "Rajasthan")).toBe(
      "PIN code 682001 is in Kerala or Lakshadweep, not Rajasthan.",
    );
    expect(pinCodeStateMismatch("695001", "Rajasthan")).toBe(
      "PIN code 695001 is in Kerala, not Rajasthan.",
    );
    expect(pinCodeStateMismatch("396230", "Goa")).toBe(
      "PIN code 396230 is in Gujarat or Dadra and Nagar Haveli and Daman and Diu, not Goa.",
    );
  });

  it("accepts any of the states of a shared prefix, and any state where the region is not known", () => {
    expect(pinCodeStateMismatch("302001", "Rajasthan")).toBeNull();
    expect(pinCodeStateMismatch("160062", "Punjab")).toBeNull();
    expect(pinCodeStateMismatch("160017", "Chandigarh")).toBeNull();
    expect(pinCodeStateMismatch("990001", "Rajasthan")).toBeNull();
  });
});

it("weighs a whole state by the PIN codes of its own regions", () => {
  expect(pinCodeSpanOfState("Rajasthan")).toBe(50_000);
  expect(pinCodeSpanOfState("Sikkim")).toBe(1_000);
  expect(pinCodeSpanOfState("Dadra and Nagar Haveli and Daman and Diu")).toBe(
    0,
  );
});
