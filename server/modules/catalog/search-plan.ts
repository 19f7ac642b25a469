import { SYNONYM_PHRASE_MAX_WORDS } from "@shared/schemas/search-synonyms";
import { typoDistance, typosAllowed } from "./typo-distance";

/** The words of the catalogue and the synonyms, as a search needs them (see search-vocabulary.ts). */
export interface SearchWords {
  /** How many active products there are. */
  readonly productCount: number;
  /** How many active products use the word in their name, brand, category, subcategory or tags. */
  productsWith(word: string): number;
  /** The words within `limit` typos of `word`, closest first (the most used first among equals). */
  closestWords(word: string, limit: number): string[];
  /**
   * The words a shopper may be typing: those that start with `prefix`, else those whose start is within
   * the prefix's allowed typos ("pampar": pampers); the most used first, at most `limit`.
   */
  completionsOf(prefix: string, limit: number): { words: string[]; corrected: boolean };
  /** The group of terms (words or phrases, lower case) that mean the same as `term`, if any. */
  synonymsOf(term: string): readonly string[] | undefined;
}

export interface SearchPlan {
  /** For each of the shopper's words (or phrases), the terms that may stand for it; a product must match every one. */
  terms: string[][];
  /** The words as corrected, when a typo was corrected ("Showing results for …"). */
  correctedQuery?: string;
  /** Words kept as typed beside their corrections though the catalogue's words do not include them: most are typos no product holds. */
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
/** A corrected word may stand for a few words equally close ("bottel": bottle, bottles). */
const MAX_CORRECTIONS = 3;

/**
 * What a search looks for: each word as typed when the catalogue knows it, else the catalogue's words
 * within its allowed typos (one from 5 letters, two from 9; a 4-letter word may only have lost a
 * letter; shorter words and numbers are never corrected), and with each word or phrase (up to three
 * words) its synonyms. An exact word always wins over a corrected one. Undefined when the search uses full-text syntax, or has no words.
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
    const known = words.productsWith(word) > 0 || words.synonymsOf(word) !== undefined;
    const meant = known ? [word] : meantBy(word, words).slice(0, MAX_CORRECTIONS);
    const chosen = meant.length > 0 ? meant : [word];
    if (chosen[0] !== word) anyCorrected = true;
    if (!known && meant.length > 0) unknownWords.push(word);
    corrected.push(chosen[0]!);
    // The word as typed stays one of the terms: a word the vocabulary has not read yet still finds its products.
    terms.push([...new Set([word, ...chosen.flatMap((term) => words.synonymsOf(term) ?? [term])])]);
  }
  return { terms, ...(anyCorrected ? { correctedQuery: corrected.join(" ") } : {}), ...(unknownWords.length > 0 ? { unknownWords } : {}) };
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

/**
 * The catalogue's words an unknown word may stand for: within its typos, or for a 4-letter word (too
 * short to correct) the 5-letter words it is with one letter dropped ("pats" for pants).
 */
function meantBy(word: string, words: SearchWords): string[] {
  const allowed = typosAllowed(word);
  if (allowed > 0) return words.closestWords(word, allowed);
  if (word.length !== 4 || /\d/.test(word)) return [];
  return words.closestWords(word, 1).filter((candidate) => candidate.length === 5);
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
