import { expect, it } from "vitest";
import { slugify } from "./slug";

it.each([
  ["Pampers Premium Care Pants", "pampers-premium-care-pants"],
  ["  Baby  Gear  ", "baby-gear"],
  ["Health & Safety", "health-safety"],
  ["Mee Mee (2-in-1) Bottle!", "mee-mee-2-in-1-bottle"],
  ["snake_case__and--dashes", "snake-case-and-dashes"],
  ["--Edge--", "edge"],
  ["₹999 Offer", "999-offer"],
  ["", ""],
])("slugify(%j) is %j", (input, expected) => {
  expect(slugify(input)).toBe(expected);
});
