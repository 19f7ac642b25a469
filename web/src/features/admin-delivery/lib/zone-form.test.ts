import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { serverFieldErrors } from "@/components/ui/form-server-errors";
import { checkZoneForm, NEW_ZONE, zoneFormValues } from "./zone-form";

describe("the zone dialog's check", () => {
  it("sends what the server's schema accepts, the areas read from the text", () => {
    const checked = checkZoneForm({ ...NEW_ZONE, name: " Islands ", minDays: "6", maxDays: "8", codAllowed: false, extraCharge: "99", areas: "744, Lakshadweep" });
    expect(checked).toEqual({
      input: { name: "Islands", minDays: 6, maxDays: 8, codAllowed: false, extraCharge: "99", areas: [{ prefix: "744" }, { state: "Lakshadweep" }] },
    });
  });

  it("takes an empty extra charge as none", () => {
    expect(checkZoneForm({ ...NEW_ZONE, name: "Rajasthan", extraCharge: " ", areas: "Rajasthan" })).toMatchObject({ input: { extraCharge: "0" } });
  });

  it("names every refused field at once", () => {
    const checked = checkZoneForm({ ...NEW_ZONE, name: "", minDays: "5", maxDays: "3", extraCharge: "ninety", areas: "Atlantis" });
    expect(checked).toEqual({
      errors: {
        name: "Zone name is required",
        maxDays: "The most working days may not be fewer than the fewest",
        extraCharge: "Enter the extra charge in rupees, e.g. 49 or 49.00",
        areas: '"Atlantis" is not a PIN code, a range of PIN codes or a state',
      },
    });
    expect(checkZoneForm({ ...NEW_ZONE, name: "X", minDays: "", areas: "302" })).toMatchObject({ errors: { minDays: expect.any(String) } });
  });

  it("starts an edit from the zone as saved, its charge without paise when whole", () => {
    const zone = { id: 3, name: "Islands", minDays: 6, maxDays: 8, codAllowed: false, extraCharge: "99.00", areas: [{ from: "744000", to: "744999" }, { state: "Lakshadweep" }] };
    expect(zoneFormValues(zone)).toEqual({ name: "Islands", minDays: "6", maxDays: "8", codAllowed: false, extraCharge: "99", areas: "744\nLakshadweep" });
  });

  it("shows the server's refusal at the field it names", () => {
    const error = new ApiError(400, "", JSON.stringify({ code: "validation_error", message: "Invalid", issues: [{ path: "areas.1.state", message: "Choose a state or union territory" }] }));
    expect(serverFieldErrors(error, NEW_ZONE)).toEqual({ areas: "Choose a state or union territory" });
    const taken = new ApiError(409, "", JSON.stringify({ code: "duplicate", message: "A zone with this name already exists", field: "name" }));
    expect(serverFieldErrors(taken, NEW_ZONE)).toEqual({ name: "A zone with this name already exists" });
  });
});
