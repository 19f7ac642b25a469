import type { SearchWords } from "./search-plan";
import { typosAllowed } from "./typo-distance";

/**
 * How the shop reads one word a shopper typed, the same for a search and for the suggestions under the
 * box (the word still being typed), so that pressing Enter finds what the suggestions showed:
 * - `known`: the catalogue holds it (a name, brand, category, tag or description) or it is a synonym:
 *   kept as typed, never corrected.
 * - `form`: the start or another form of the catalogue's words ("pamper": pampers), read as them, not
 *   corrected.
 * - `typo`: within its allowed typos of the catalogue's words ("pampars": pampers), or of their starts
 *   ("pampar": pampers); corrected.
 * - `unknown`: none of these; searched as typed.
 */
export type WordReading = { kind: "known" | "unknown" } | { kind: "form" | "typo"; words: string[] };

/** A word may stand for a few catalogue words equally close ("bottel": bottle, bottles). */
export const MAX_READINGS = 3;

export function readWord(word: string, words: SearchWords): WordReading {
  if (words.isKnown(word)) return { kind: "known" };
  const forms = words.formsOf(word, MAX_READINGS);
  if (forms.length > 0) return { kind: "form", words: forms };
  const typos = typosOf(word, words);
  return typos.length > 0 ? { kind: "typo", words: typos } : { kind: "unknown" };
}

/**
 * The catalogue's words a word is a typo of: whole words within its typos, else words whose start is
 * (what the suggestions read while a word is typed, so search reads it so too). A 4-letter word, too
 * short to correct, may only have lost a letter of a 5-letter word ("pats": pants).
 */
function typosOf(word: string, words: SearchWords): string[] {
  const allowed = typosAllowed(word);
  if (allowed === 0) {
    if (word.length !== 4 || /\d/.test(word)) return [];
    return words.closestWords(word, 1).filter((candidate) => candidate.length === 5).slice(0, MAX_READINGS);
  }
  const whole = words.closestWords(word, allowed);
  return (whole.length > 0 ? whole : words.startsNear(word, allowed, MAX_READINGS)).slice(0, MAX_READINGS);
}
