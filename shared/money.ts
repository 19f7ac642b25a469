/** Money is integer paise everywhere; these convert at the edges only. */
export type Paise = number;

/** The highest price one product may have: ₹1,00,00,000 (one crore). */
export const MAX_PRICE_PAISE = 1_000_000_000;

/**
 * The largest amount a request may name (₹99,99,99,99,99,999.99). It is below 2^53 paise, so every
 * amount stays an exact JS integer, and far above the largest order the caps on price, quantity and
 * lines allow; an order whose total would pass it can never match what the customer sent.
 */
export const MAX_AMOUNT_PAISE = 999_999_999_999_999;

/** 129900 -> "1299.00", the decimal-string form the API shows. */
export function paiseToDecimal(paise: Paise): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(Math.round(paise));
  const rupees = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, "0");
  return `${sign}${rupees}.${rest}`;
}

/** "1299.5" | 1299.5 -> 129950. Returns null when the value is not a valid amount. */
export function decimalToPaise(value: string | number): Paise | null {
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, rupees, fraction = ""] = match;
  const paise = Number(rupees) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(paise)) return null;
  return sign === "-" ? -paise : paise;
}

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

const rupeeFormat = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

const wholeRupeeFormat = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** 15051 -> "₹151": whole rupees, rounded up, for amounts a shopper still has to reach. */
export function formatWholeRupeesUp(paise: Paise): string {
  return wholeRupeeFormat.format(Math.ceil(paise / 100));
}

/** 12345600 -> "₹1,23,456.00" */
export function formatRupees(paise: Paise): string {
  return rupeeFormat.format(paise / 100);
}
