import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickCustomer } from "../../test/accounts";
import { insertTaxDocument } from "../../test/tax-document-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";
import { monthInIndia } from "./gst-month";

let ctx: TestContext;
let adminCookie: string;

beforeAll(async () => {
  ctx = await createTestApp();
  adminCookie = (await quickCustomer(ctx.database.db, { isAdmin: true })).cookie;
  const db = ctx.database.db;
  // August 2026: an invoice within the seller's state, one to Karnataka, and a credit note against the latter.
  await insertTaxDocument(db, {
    number: "KK/26-27/000001",
    issuedAt: new Date("2026-08-05T06:00:00Z"),
    lines: [
      { rate: 18, taxablePaise: 100_000 },
      { rate: 5, taxablePaise: 20_000 },
      { rate: 18, taxablePaise: 10_000, isShipping: true },
    ],
  });
  await insertTaxDocument(db, {
    number: "KK/26-27/000002",
    issuedAt: new Date("2026-08-20T06:00:00Z"),
    placeOfSupply: "Karnataka",
    placeOfSupplyCode: "29",
    interState: true,
    lines: [
      { rate: 18, taxablePaise: 50_000 },
      { rate: 0, taxablePaise: 30_000 },
    ],
  });
  await insertTaxDocument(db, {
    kind: "credit_note",
    number: "KKCN/26-27/00001",
    issuedAt: new Date("2026-08-25T06:00:00Z"),
    placeOfSupply: "Karnataka",
    placeOfSupplyCode: "29",
    interState: true,
    lines: [{ rate: 18, taxablePaise: 10_000 }],
  });
});
afterAll(() => ctx?.close());

const asAdmin = (url: string) => ctx.app.inject({ method: "GET", url, headers: { cookie: adminCookie } });

describe("the monthly GST summary", () => {
  it("sums taxable value and tax per rate and per place of supply, credit notes subtracted", async () => {
    const response = await asAdmin("/api/admin/gst-summary?month=2026-08");
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json();
    expect(summary).toMatchObject({ month: "2026-08", from: "2026-07-31T18:30:00.000Z", to: "2026-08-31T18:30:00.000Z" });
    expect(summary.invoices).toEqual({ count: 2, firstNumber: "KK/26-27/000001", lastNumber: "KK/26-27/000002", taxable: "2100.00", tax: "298.00", total: "2398.00" });
    expect(summary.creditNotes).toEqual({ count: 1, firstNumber: "KKCN/26-27/00001", lastNumber: "KKCN/26-27/00001", taxable: "100.00", tax: "18.00", total: "118.00" });
    expect(summary.byRate).toEqual([
      { rate: 0, taxable: "300.00", cgst: "0.00", sgst: "0.00", igst: "0.00", tax: "0.00" },
      { rate: 5, taxable: "200.00", cgst: "5.00", sgst: "5.00", igst: "0.00", tax: "10.00" },
      { rate: 18, taxable: "1500.00", cgst: "99.00", sgst: "99.00", igst: "72.00", tax: "270.00" },
    ]);
    expect(summary.byPlaceOfSupply).toEqual([
      { state: "Rajasthan", code: "08", taxable: "1300.00", cgst: "104.00", sgst: "104.00", igst: "0.00", tax: "208.00" },
      { state: "Karnataka", code: "29", taxable: "700.00", cgst: "0.00", sgst: "0.00", igst: "72.00", tax: "72.00" },
    ]);
    expect(summary.rows.map((row: { code: string; rate: number; taxable: string }) => [row.code, row.rate, row.taxable])).toEqual([
      ["08", 5, "200.00"],
      ["08", 18, "1100.00"],
      ["29", 0, "300.00"],
      ["29", 18, "400.00"],
    ]);
    expect(summary.net).toEqual({ taxable: "2000.00", cgst: "104.00", sgst: "104.00", igst: "72.00", tax: "280.00", total: "2280.00" });
  });

  it("sums the lines per HSN or SAC code and rate for GSTR-1's HSN-wise summary, units and credit notes included", async () => {
    const summary = (await asAdmin("/api/admin/gst-summary?month=2026-08")).json();
    expect(summary.byHsn).toEqual([
      { hsnCode: "9619", rate: 0, quantity: 1, taxable: "300.00", cgst: "0.00", sgst: "0.00", igst: "0.00", tax: "0.00", total: "300.00" },
      { hsnCode: "9619", rate: 5, quantity: 1, taxable: "200.00", cgst: "5.00", sgst: "5.00", igst: "0.00", tax: "10.00", total: "210.00" },
      // Two units invoiced, one credited.
      { hsnCode: "9619", rate: 18, quantity: 1, taxable: "1400.00", cgst: "90.00", sgst: "90.00", igst: "72.00", tax: "252.00", total: "1652.00" },
      { hsnCode: "996812", rate: 18, quantity: 1, taxable: "100.00", cgst: "9.00", sgst: "9.00", igst: "0.00", tax: "18.00", total: "118.00" },
    ]);
  });

  it("counts a document in the month it was issued in India time", async () => {
    const db = ctx.database.db;
    const issued = ["2026-10-31T18:29:59Z", "2026-10-31T18:30:00Z", "2026-11-30T18:29:59Z", "2026-11-30T18:30:00Z"];
    for (const [index, at] of issued.entries()) {
      await insertTaxDocument(db, { number: `KK/26-27/0001${index}0`, issuedAt: new Date(at), lines: [{ rate: 5, taxablePaise: 1_000 }] });
    }
    const count = async (month: string) => (await asAdmin(`/api/admin/gst-summary?month=${month}`)).json().invoices;
    expect(await count("2026-10")).toMatchObject({ count: 1, firstNumber: "KK/26-27/000100" });
    expect(await count("2026-11")).toMatchObject({ count: 2, firstNumber: "KK/26-27/000110", lastNumber: "KK/26-27/000120" });
    expect(await count("2026-12")).toMatchObject({ count: 1, firstNumber: "KK/26-27/000130" });
  });

  it("shows the current month in India time when none is asked for", async () => {
    const response = await asAdmin("/api/admin/gst-summary");
    expect(response.statusCode).toBe(200);
    expect(response.json().month).toBe(monthInIndia(new Date()));
  });

  it("answers a month without documents with zeros and empty tables", async () => {
    const summary = (await asAdmin("/api/admin/gst-summary?month=2025-01")).json();
    expect(summary.invoices).toEqual({ count: 0, firstNumber: null, lastNumber: null, taxable: "0.00", tax: "0.00", total: "0.00" });
    expect(summary).toMatchObject({ byRate: [], byPlaceOfSupply: [], rows: [], byHsn: [], net: { taxable: "0.00", tax: "0.00", total: "0.00" } });
  });

  it("goes negative when a month's credit notes outweigh its invoices", async () => {
    await insertTaxDocument(ctx.database.db, {
      kind: "credit_note",
      number: "KKCN/26-27/00002",
      issuedAt: new Date("2027-01-10T06:00:00Z"),
      lines: [{ rate: 18, taxablePaise: 10_000 }],
    });
    const summary = (await asAdmin("/api/admin/gst-summary?month=2027-01")).json();
    expect(summary.net).toEqual({ taxable: "-100.00", cgst: "-9.00", sgst: "-9.00", igst: "0.00", tax: "-18.00", total: "-118.00" });
    const csv = await asAdmin("/api/admin/gst-summary.csv?month=2027-01");
    expect(csv.body.split("\r\n")[1]).toBe('"OE","08-Rajasthan",,18,-100.00,0.00,,0.00,-9.00,-9.00');
  });
});

describe("the GSTR-1 CSV", () => {
  it("gives one row per place of supply and rate, as an attachment named after the month", async () => {
    const response = await asAdmin("/api/admin/gst-summary.csv?month=2026-08");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="gst-summary-2026-08.csv"');
    expect(response.body.split("\r\n")).toEqual([
      "Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN,Integrated Tax,Central Tax,State/UT Tax",
      '"OE","08-Rajasthan",,5,200.00,0.00,,0.00,5.00,5.00',
      '"OE","08-Rajasthan",,18,1100.00,0.00,,0.00,99.00,99.00',
      '"OE","29-Karnataka",,0,300.00,0.00,,0.00,0.00,0.00',
      '"OE","29-Karnataka",,18,400.00,0.00,,72.00,0.00,0.00',
      "",
    ]);
  });

  it("has only its header for a month without documents", async () => {
    const response = await asAdmin("/api/admin/gst-summary.csv?month=2025-02");
    expect(response.headers["content-disposition"]).toContain("gst-summary-2025-02.csv");
    expect(response.body.split("\r\n").filter(Boolean)).toHaveLength(1);
  });
});

describe("refusals", () => {
  const urls = ["/api/admin/gst-summary?month=2026-08", "/api/admin/gst-summary.csv?month=2026-08"];

  it("refuses visitors (401) and customers (403)", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    for (const url of urls) {
      expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
      const customer = await ctx.app.inject({ method: "GET", url, headers: { cookie } });
      expect(customer.statusCode).toBe(403);
      expect(customer.json()).toMatchObject({ code: "forbidden" });
    }
  });

  it.each(["2026-13", "2026-00", "26-11", "2026-1", "2026-11-01", "abcd-ef", "1999-12", "2026-11%00"])("refuses the month %s (400)", async (month) => {
    for (const path of ["/api/admin/gst-summary", "/api/admin/gst-summary.csv"]) {
      const response = await asAdmin(`${path}?month=${month}`);
      expect(response.statusCode, `${path} ${month}`).toBe(400);
    }
  });
});
