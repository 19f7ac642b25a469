import { describe, expect, it } from "vitest";
import { EMPTY_ADDRESS } from "./checkout-payload";
import { addressSummary, initialShippingAddress, withPinCode } from "./initial-address";

const home = { firstName: "Asha", lastName: "Verma", address: "12 MG Road", city: "Jaipur", state: "Rajasthan", pincode: "302001", phone: "9876543210" };
const parents = { ...home, address: "7 Marine Drive", city: "Kochi", state: "Kerala", pincode: "682001" };

describe("the address checkout starts with", () => {
  it("is the last one used, or none for a first order", () => {
    expect(initialShippingAddress([home, parents], null)).toEqual(home);
    expect(initialShippingAddress([], null)).toEqual(EMPTY_ADDRESS);
  });

  it("is the saved address of the PIN code checked in the cart", () => {
    expect(initialShippingAddress([home, parents], "682001")).toEqual(parents);
  });

  it("is a new address with the checked PIN code, its state, and a large city's name when no saved address has it", () => {
    expect(initialShippingAddress([home], "560001")).toEqual({ ...EMPTY_ADDRESS, pincode: "560001", state: "Karnataka", city: "Bengaluru" });
    expect(initialShippingAddress([], "302015")).toEqual({ ...EMPTY_ADDRESS, pincode: "302015", state: "Rajasthan", city: "Jaipur" });
    expect(initialShippingAddress([], "341001")).toEqual({ ...EMPTY_ADDRESS, pincode: "341001", state: "Rajasthan" });
  });
});

describe("a PIN code typed", () => {
  it("fills the state its region names and a saved address's city, never over what was typed", () => {
    expect(withPinCode(EMPTY_ADDRESS, "302001", [home])).toMatchObject({ state: "Rajasthan", city: "Jaipur" });
    expect(withPinCode({ ...EMPTY_ADDRESS, state: "Kerala", city: "Kochi" }, "302001", [home])).toMatchObject({ state: "Kerala", city: "Kochi" });
    // 160xxx is Chandigarh's and Mohali's: no state is guessed, and 16006x is Mohali's, so no city either.
    expect(withPinCode(EMPTY_ADDRESS, "160062", [])).toMatchObject({ state: "", city: "" });
    expect(withPinCode(EMPTY_ADDRESS, "160017", [])).toMatchObject({ state: "", city: "Chandigarh" });
    expect(withPinCode({ ...EMPTY_ADDRESS, city: "Secunderabad" }, "500003", [])).toMatchObject({ state: "Telangana", city: "Secunderabad" });
  });

  it("summarises a saved address on one line", () => {
    expect(addressSummary(home)).toBe("Asha Verma, 12 MG Road, Jaipur 302001");
  });
});
