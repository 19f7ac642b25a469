import { SYNONYM_PHRASE_MAX_WORDS } from "@shared/schemas/search-synonyms";
import { typoDistance } from "./typo-distance";
import { readWord } from "./word-reading";

/** The words of the catalogue and the synonyms, as a search needs them (see search-vocabulary.ts). */
export interface SearchWords {
  /** How many active products there are. */
  readonly productCount: number;
  /** How many active products use the word in their name, brand, category, subcategory or tags. */
  productsWith(word: string): number;
  /** Whether the catalogue holds the word (names, brands, categories, tags, descriptions) or a synonym group has it. */
  isKnown(word: string): boolean;
  /**
   * The catalogue's words (and synonyms) the word is the start or another form of: those starting with
   * it, from 3 letters ("pamper": pampers), or with it less an ending ("pampering": pampers); the most
   * used first, at most `limit`.
   */
  formsOf(word: string, limit: number): string[];
  /** The words within `limit` typos of `word`, closest first (the most used first among equals). */
  closestWords(word: string, limit: number): string[];
  /** The words whose start is within `allowed` typos of `word` ("pampar": pampers), the most used first, at most `limit`. */
  startsNear(word: string, allowed: number, limit: number): string[];
  /** The group of terms (words or phrases, lower case) that mean the same as `term`, if any. */
  synonymsOf(term: string): readonly string[] | undefined;
}

export interface SearchPlan {
  /** For each of the shopper's words (or phrases), the terms that may stand for it; a product must match every one. */
  terms: string[][];
  /** The words as corrected, when a typo was corrected ("Showing results for …"). */
  correctedQuery?: string;
  /** Words kept as typed beside their corrections or forms though the catalogue's words do not include them: most are held by no product. */
  unknownWords?: string[];
}

/**
 * Roughly how many products hold the planned words in their names, brands, categories or tags: the
 * fewest of any one term (more terms only find fewer), each counting all its alternatives.
 */
export function estimatedProducts(terms: string[][], words: SearchWords): number {
  const counts = terms.map((alternatives) => alternatives.reduce((total, term) => total + words.productsWith(term), 0));
  return counts.length > 0 ? Math.min(...counts) : 0;
}

/** A search written with full-text syntax (quotes, -word, or) is taken as written. */
const USES_SYNTAX = /["]|(^|\s)-\S|\sor\s/i;
const MAX_WORDS = 8;

/**
 * What a search looks for: each word as readWord reads it (as typed when the catalogue holds it; its
 * forms, "pamper": pampers; else its typos, "pampar": pampers; shorter words and numbers are never
 * corrected), and with each word or phrase (up to three words) its synonyms. Undefined when the search
 * uses full-text syntax, or has no words.
 */
export function planSearch(search: string, words: SearchWords): SearchPlan | undefined {
  if (USES_SYNTAX.test(search)) return undefined;
  const typed = (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  if (typed.length === 0) return undefined;
  const terms: string[][] = [];
  const corrected: string[] = [];
  const unknownWords: string[] = [];
  let anyCorrected = false;
  for (let index = 0; index < typed.length; index++) {
    const word = typed[index]!;
    const phrase = synonymPhraseAt(typed, index, words);
    if (phrase) {
      terms.push([...phrase.group]);
      corrected.push(phrase.text);
      index += phrase.length - 1;
      continue;
    }
    const reading = readWord(word, words);
    const meant = "words" in reading ? reading.words : [word];
    if (reading.kind === "typo") anyCorrected = true;
    if ("words" in reading) unknownWords.push(word);
    corrected.push(reading.kind === "typo" ? meant[0]! : word);
    // The word as typed stays one of the terms: a word the vocabulary has not read yet still finds its products.
    terms.push(withSynonyms(word, meant, words));
  }
  return { terms, ...(anyCorrected ? { correctedQuery: corrected.join(" ") } : {}), ...(unknownWords.length > 0 ? { unknownWords } : {}) };
}

/** The word as typed, and the words it was read as, each with its synonyms. */
export function withSynonyms(word: string, meant: readonly string[], words: SearchWords): string[] {
  return [...new Set([word, ...meant.flatMap((term) => words.synonymsOf(term) ?? [term])])];
}

/** The longest phrase of synonyms (three words, then two) starting at `index`. */
function synonymPhraseAt(typed: string[], index: number, words: SearchWords) {
  for (let length = SYNONYM_PHRASE_MAX_WORDS; length >= 2; length--) {
    if (index + length > typed.length) continue;
    const text = typed.slice(index, index + length).join(" ");
    const group = words.synonymsOf(text);
    if (group) return { text, group, length };
  }
  return undefined;
}

/** The closest words of a list, within `limit` typos: closest first, then the most used. */
export function closestOf(word: string, candidates: Iterable<string>, limit: number, uses: (word: string) => number): string[] {
  if (limit === 0) return [];
  const found: Array<{ candidate: string; distance: number }> = [];
  for (const candidate of candidates) {
    const distance = typoDistance(word, candidate, limit);
    if (distance <= limit && distance > 0) found.push({ candidate, distance });
  }
  const best = Math.min(...found.map((entry) => entry.distance));
  return found
    .filter((entry) => entry.distance === best)
    .sort((a, b) => uses(b.candidate) - uses(a.candidate) || a.candidate.localeCompare(b.candidate))
    .map((entry) => entry.candidate);
}
