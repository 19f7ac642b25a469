import { expect, it } from "vitest";
import { statesOfPinCode } from "./pin-regions";
import { cityOfPinCode } from "./pin-cities";

it("names the city of a large city's PIN code, the longest listed prefix first", () => {
  expect(cityOfPinCode("110017")).toBe("Delhi");
  expect(cityOfPinCode("400050")).toBe("Mumbai");
  expect(cityOfPinCode("400601")).toBe("Thane");
  expect(cityOfPinCode("400703")).toBe("Navi Mumbai");
  expect(cityOfPinCode("560034")).toBe("Bengaluru");
  expect(cityOfPinCode("160017")).toBe("Chandigarh");
  expect(cityOfPinCode("302001")).toBe("Jaipur");
});

it("names no city where a prefix spans several, and for what is not a PIN code", () => {
  expect(cityOfPinCode("160055")).toBeUndefined(); // Mohali
  expect(cityOfPinCode("682555")).toBeUndefined(); // Lakshadweep
  expect(cityOfPinCode("403001")).toBeUndefined();
  expect(cityOfPinCode("744101")).toBeUndefined();
  expect(cityOfPinCode("201310")).toBeUndefined(); // Noida and Greater Noida share 2013
  expect(cityOfPinCode("11001")).toBeUndefined();
  expect(cityOfPinCode("011001")).toBeUndefined();
});

it("names only cities in a state the PIN code's region belongs to", () => {
  const stateOf: Record<string, string> = { Delhi: "Delhi", Mumbai: "Maharashtra", Bengaluru: "Karnataka", Chennai: "Tamil Nadu", Kolkata: "West Bengal", Hyderabad: "Telangana", Kochi: "Kerala", Gurugram: "Haryana", Surat: "Gujarat" };
  for (const [pin, city] of [["110001", "Delhi"], ["400001", "Mumbai"], ["560001", "Bengaluru"], ["600001", "Chennai"], ["700001", "Kolkata"], ["500001", "Hyderabad"], ["682001", "Kochi"], ["122001", "Gurugram"], ["395001", "Surat"]] as const) {
    expect(cityOfPinCode(pin)).toBe(city);
    expect(statesOfPinCode(pin)).toContain(stateOf[city]);
  }
});
