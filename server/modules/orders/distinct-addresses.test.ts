import { expect, it } from "vitest";
import { distinctAddresses } from "./distinct-addresses";

const home = { firstName: "Asha", lastName: "Verma", address: "12, MG Road", city: "Jaipur", state: "Rajasthan", pincode: "302001", phone: "9876543210" };

it("keeps each address once, in the order first given, whatever its case and spacing", () => {
  const office = { ...home, address: "4th Floor, Tower B" };
  expect(distinctAddresses([home, { ...home, address: " 12,  mg road " }, office, home])).toEqual([home, office]);
});

it("leaves out a billing address left empty", () => {
  expect(distinctAddresses([home, { firstName: "", lastName: "", address: "", city: "", state: "", pincode: "", phone: "" }])).toEqual([home]);
});
