import { describe, expect, it } from "vitest";
import { gstSummaryCsv } from "./gst-summary-csv";

const row = { state: "Karnataka", code: "29", rate: 18, taxable: "400.00", cgst: "0.00", sgst: "0.00", igst: "72.00", tax: "72.00" };

describe("the GSTR-1 CSV", () => {
  it("names the place of supply by code and state, and escapes quotes and formulas", () => {
    const [, first, second] = gstSummaryCsv([row, { ...row, code: "97", state: '=Other "Territory", far' }]).split("\r\n");
    expect(first).toBe('"OE","29-Karnataka",,18,400.00,0.00,,72.00,0.00,0.00');
    expect(second).toBe('"OE","97-=Other ""Territory"", far",,18,400.00,0.00,,72.00,0.00,0.00');
  });
});
