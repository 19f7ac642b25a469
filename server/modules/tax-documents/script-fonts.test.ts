import { describe, expect, it } from "vitest";
import { scriptRuns } from "./script-fonts";

describe("cutting text into runs a font can draw", () => {
  it("keeps Latin text, digits and punctuation in one run", () => {
    expect(scriptRuns("Flat 4, MG Road ₹")).toEqual([{ text: "Flat 4, MG Road ₹", script: null }]);
  });

  it("starts a run where the script changes and keeps the spaces and joiners inside a word's run", () => {
    expect(scriptRuns("Anushka श्रीवास्तव, ஸ்ரீ\u200d (Mrs)")).toEqual([
      { text: "Anushka ", script: null },
      { text: "श्रीवास्तव, ", script: "Devanagari" },
      { text: "ஸ்ரீ\u200d (", script: "Tamil" },
      { text: "Mrs)", script: null },
    ]);
  });

  it("keeps the danda with the Bengali text it ends", () => {
    expect(scriptRuns("শ্রীমতী।")).toEqual([{ text: "শ্রীমতী।", script: "Bengali" }]);
  });
});
