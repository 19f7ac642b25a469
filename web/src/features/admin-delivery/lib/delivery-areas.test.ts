import { describe, expect, it } from "vitest";
import { areaLabel, areasSummary, areasText, parseAreasText } from "./delivery-areas";

describe("the areas an owner types for a zone", () => {
  it("reads prefixes, ranges and states separated by commas or new lines", () => {
    expect(parseAreasText("302, 303, 110001-110099, Kerala")).toEqual({
      areas: [{ prefix: "302" }, { prefix: "303" }, { from: "110001", to: "110099" }, { state: "Kerala" }],
    });
    expect(parseAreasText("302\n  110001 – 110099 \n\nkerala;TAMIL NADU")).toEqual({
      areas: [{ prefix: "302" }, { from: "110001", to: "110099" }, { state: "Kerala" }, { state: "Tamil Nadu" }],
    });
  });

  it("reads 'to' ranges, whole PIN codes, and states written the other usual ways", () => {
    expect(parseAreasText("560001 to 560099, 744101")).toEqual({ areas: [{ from: "560001", to: "560099" }, { prefix: "744101" }] });
    expect(parseAreasText("Andaman & Nicobar, Orissa, Pondicherry, jammu & kashmir, Dadra and Nagar Haveli")).toEqual({
      areas: [
        { state: "Andaman and Nicobar Islands" },
        { state: "Odisha" },
        { state: "Puducherry" },
        { state: "Jammu and Kashmir" },
        { state: "Dadra and Nagar Haveli and Daman and Diu" },
      ],
    });
  });

  it("drops repeated entries", () => {
    expect(parseAreasText("302, 302, Kerala, kerala")).toEqual({ areas: [{ prefix: "302" }, { state: "Kerala" }] });
  });

  it("names the first entry it cannot read", () => {
    expect(parseAreasText("  ,\n ")).toEqual({ error: "Enter at least one PIN code, range or state" });
    expect(parseAreasText("302, Keralaa")).toEqual({ error: '"Keralaa" is not a PIN code, a range of PIN codes or a state' });
    expect(parseAreasText("0302")).toEqual({ error: '"0302" cannot start with 0: no PIN code does' });
    expect(parseAreasText("3020011")).toEqual({ error: '"3020011" is too long: a PIN code has 6 digits' });
    expect(parseAreasText("110099-110001")).toEqual({ error: '"110099-110001": a range starts at or below its end' });
    expect(parseAreasText("302-303")).toEqual({ error: '"302-303": both ends of a range are 6-digit PIN codes, e.g. 110001-110099' });
  });

  it("refuses more areas than a zone may have", () => {
    const many = Array.from({ length: 201 }, (_, index) => String(100 + index)).join(",");
    expect(parseAreasText(many)).toEqual({ error: "A zone may have at most 200 PIN codes, ranges and states" });
  });
});

describe("a zone's areas back in the owner's words", () => {
  it("shows a range that is exactly a prefix as the prefix, one PIN code as itself", () => {
    expect(areaLabel({ from: "302000", to: "302999" })).toBe("302");
    expect(areaLabel({ from: "110000", to: "119999" })).toBe("11");
    expect(areaLabel({ from: "744101", to: "744101" })).toBe("744101");
    expect(areaLabel({ from: "110001", to: "110099" })).toBe("110001-110099");
    expect(areaLabel({ from: "300000", to: "349999" })).toBe("300000-349999");
    expect(areaLabel({ state: "Kerala" })).toBe("Kerala");
  });

  it("gives the edit dialog one area a line, which reads back the same", () => {
    const areas = [{ from: "302000", to: "302999" }, { from: "110001", to: "110099" }, { state: "Kerala" }];
    expect(areasText(areas)).toBe("302\n110001-110099\nKerala");
    expect(parseAreasText(areasText(areas))).toEqual({ areas: [{ prefix: "302" }, { from: "110001", to: "110099" }, { state: "Kerala" }] });
  });

  it("summarises a long list for the zones list", () => {
    const areas = ["302", "303", "304", "305", "306", "307", "308", "309"].map((prefix) => ({ from: `${prefix}000`, to: `${prefix}999` }));
    expect(areasSummary(areas)).toBe("302, 303, 304, 305, 306, 307 and 2 more");
    expect(areasSummary(areas.slice(0, 2))).toBe("302, 303");
  });
});
