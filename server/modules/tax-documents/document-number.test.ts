import { describe, expect, it } from "vitest";
import { documentFileName, formatDocumentNumber } from "./document-number";

describe("formatDocumentNumber", () => {
  it("numbers invoices prefix/year/six digits", () => {
    expect(formatDocumentNumber("invoice", "KK", "26-27", 123)).toBe("KK/26-27/000123");
  });

  it("numbers credit notes in their own series", () => {
    expect(formatDocumentNumber("credit_note", "KK", "26-27", 7)).toBe("KKC/26-27/00007");
  });

  it("stays within 16 characters with the longest prefix and the last number of a series", () => {
    expect(formatDocumentNumber("invoice", "ABC", "26-27", 999_999)).toBe("ABC/26-27/999999");
    expect(formatDocumentNumber("credit_note", "ABC", "26-27", 99_999)).toBe("ABCC/26-27/99999");
    expect(formatDocumentNumber("invoice", "ABC", "26-27", 999_999)).toHaveLength(16);
  });

  it("refuses a number that would not fit rather than print a wrong one", () => {
    expect(() => formatDocumentNumber("invoice", "ABC", "26-27", 1_000_000)).toThrow(/longer than 16/);
    expect(() => formatDocumentNumber("invoice", "KK", "26-27", 0)).toThrow(/starts at 1/);
  });
});

describe("documentFileName", () => {
  it("turns the slashes into dashes", () => {
    expect(documentFileName("KK/26-27/000123")).toBe("KK-26-27-000123.pdf");
  });
});
