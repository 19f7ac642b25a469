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

/** "1234567" -> "12,34,567": the last three digits, then twos, as India writes amounts. */
function indianGrouping(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/**
 * `sign₹12,34,567` and its paise: rupees as Intl's en-IN currency format writes them (the tests hold the two side by side), written here
 * because building that formatter costs a phone tens of milliseconds of its first page.
 */
function rupees(amount: number, paise?: number): string {
  const sign = amount < 0 || (paise ?? 0) < 0 ? "-" : "";
  const whole = indianGrouping(String(Math.abs(amount)));
  return paise === undefined ? `${sign}₹${whole}` : `${sign}₹${whole}.${String(Math.abs(paise)).padStart(2, "0")}`;
}

/** 15051 -> "₹151": whole rupees, rounded up, for amounts a shopper still has to reach. */
export function formatWholeRupeesUp(paise: Paise): string {
  return rupees(Math.ceil(paise / 100));
}

/** 12345600 -> "₹1,23,456.00" */
export function formatRupees(paise: Paise): string {
  const amount = Math.round(paise);
  return rupees(Math.trunc(amount / 100), amount % 100);
}
