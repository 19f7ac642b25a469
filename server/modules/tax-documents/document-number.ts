import type { TaxDocumentKind } from "@shared/constants";

/** Rule 46 allows at most 16 characters in a document's serial number. */
export const MAX_NUMBER_LENGTH = 16;

/** The series' digits: with a prefix of up to 3 letters both series stay within 16 characters. */
const DIGITS: Record<TaxDocumentKind, number> = { invoice: 6, credit_note: 5 };

/**
 * The printed number of a document: invoices KK/26-27/000123, credit notes in their own series
 * KKC/26-27/00007 (the prefix, C, the financial year and the sequence within it).
 */
export function formatDocumentNumber(kind: TaxDocumentKind, prefix: string, financialYear: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`a document sequence starts at 1, not ${sequence}`);
  const series = kind === "invoice" ? prefix : `${prefix}C`;
  const number = `${series}/${financialYear}/${String(sequence).padStart(DIGITS[kind], "0")}`;
  if (number.length > MAX_NUMBER_LENGTH) throw new Error(`the ${kind} number ${number} is longer than ${MAX_NUMBER_LENGTH} characters`);
  return number;
}

/** The PDF's file name: the number with its slashes turned into dashes. */
export function documentFileName(number: string): string {
  return `${number.replaceAll("/", "-")}.pdf`;
}
