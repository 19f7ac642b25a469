import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { checkTermsText, groupName, refusalOf, termsOfText, textOfTerms } from "./synonym-terms";

describe("the words of a synonym group as one text field", () => {
  it("splits the field at commas and drops empty words", () => {
    expect(termsOfText(" nappy, Diaper ,, sippy cup,")).toEqual(["nappy", "Diaper", "sippy cup"]);
    expect(termsOfText("  ")).toEqual([]);
  });

  it("shows a group's words for editing and as its name", () => {
    expect(textOfTerms(["nappy", "nappies", "diaper"])).toBe("nappy, nappies, diaper");
    expect(groupName(["nappy", "nappies", "diaper"])).toBe("nappy · nappies · diaper");
  });

  it("checks the field by the server's rules", () => {
    expect(checkTermsText("Nappy, diaper, nappy")).toEqual({ group: { terms: ["nappy", "diaper"] } });
    expect(checkTermsText("nappy")).toEqual({ error: "A synonym group needs at least two different words" });
    expect(checkTermsText("nappy; diaper")).toEqual({ error: "'nappy; diaper' may only hold letters, digits, spaces and hyphens" });
    expect(checkTermsText("nappy, diaper!")).toEqual({ error: "'diaper!' may only hold letters, digits, spaces and hyphens" });
  });

  it("shows the server's own words about a refused group, not its field path", () => {
    const duplicate = new ApiError(409, "Conflict", JSON.stringify({ code: "duplicate", field: "terms", message: "'nappy' is already in another group" }));
    expect(refusalOf(duplicate)).toBe("'nappy' is already in another group");
    const invalid = new ApiError(
      400,
      "Bad Request",
      JSON.stringify({ code: "invalid_input", field: "terms.1", message: "terms.1: 'a' is too short", issues: [{ path: "terms.1", message: "'a' is too short" }] }),
    );
    expect(refusalOf(invalid)).toBe("'a' is too short");
    expect(refusalOf(new ApiError(500, "Internal Server Error", JSON.stringify({ code: "internal", message: "Internal Server Error" })))).toBe(
      "The group could not be saved. Please try again.",
    );
    expect(refusalOf(new TypeError("fetch failed"))).toBe("The group could not be saved. Please try again.");
  });
});
