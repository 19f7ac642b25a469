import type { Paise } from "@shared/money";

const ONES = ["Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0 to 99: Ninety-Nine. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const rest = n % 10;
  return rest === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[rest]}`;
}

/** A whole number in the Indian system (thousand, lakh, crore), without "and": One Lakh Twenty-Three Thousand Four Hundred Fifty-Six. */
function wholeInWords(n: number): string {
  if (n < 100) return belowHundred(n);
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  if (crores > 0) parts.push(`${wholeInWords(crores)} Crore`);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/** An amount as a tax invoice writes it: Rupees One Lakh Twenty-Three Thousand … and Fifty Paise Only. */
export function amountInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error(`not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest > 0) return `${belowHundred(rest)} Paise Only`;
  return `Rupees ${wholeInWords(rupees)}${rest > 0 ? ` and ${belowHundred(rest)} Paise` : ""} Only`;
}
