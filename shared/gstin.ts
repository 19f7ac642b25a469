/**
 * GSTIN: 15 characters: the GST state code (2 digits), the holder's PAN (5 letters, 4 digits, a
 * letter), the number of the registration within that state (1-9, then A-Z), the letter Z, and a
 * check character over the first 14 (Luhn mod 36: values 0-9 then A-Z = 10-35, every second
 * character from the left doubled with its base-36 digits added, then what brings the sum to a
 * multiple of 36).
 */
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = ALPHABET.indexOf(first14[index] ?? "");
    if (value < 0) throw new Error(`not a GSTIN character: ${first14[index]}`);
    const weighted = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(weighted / 36) + (weighted % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Why a text is not a well-formed GSTIN, or null when it is one. */
export function gstinProblem(gstin: string): string | null {
  if (!SHAPE.test(gstin)) return "must be 15 characters: state code, PAN, registration number, Z, check character (e.g. 08AABCK1234R1ZA)";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "has a wrong check character (the last one): please copy it again from the registration certificate";
  return null;
}
