import { closestOf, type SearchWords } from "./search-plan";
import { typoDistance, typosAllowed } from "./typo-distance";

/** Endings a word may have beyond the catalogue's form of it ("pampering", "bottles"), longest first. */
const ENDINGS = ["ing", "ers", "es", "ed", "er", "s"];
/** A start shorter than this is too short to stand for a word in a search ("ba"). */
const SHORTEST_START = 3;
/** What is left of a word less an ending must be this long to be read as the start of another ("caring" is no "car…"). */
const SHORTEST_STEM = 4;

/**
 * The catalogue's words with how many products use each, the synonym groups, and the other words the
 * catalogue holds (descriptions), ready for planSearch: words are kept by length, so a typo is looked
 * up only among words of a length it could have come from.
 */
export function searchWordsOf(
  wordCounts: ReadonlyArray<{ word: string; products: number }>,
  synonymGroups: ReadonlyArray<readonly string[]>,
  productCount = 0,
  otherWords: Iterable<string> = [],
): SearchWords {
  const uses = new Map(wordCounts.map(({ word, products }) => [word, products]));
  const groups = new Map<string, readonly string[]>();
  for (const group of synonymGroups) {
    // Searches split words at anything but letters and digits: "t-shirt" is looked up as "t shirt".
    const terms = [...new Set(group.map((term) => term.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim()).filter(Boolean))];
    for (const term of terms) groups.set(term, terms);
  }
  const known = new Set([...uses.keys(), ...otherWords]);
  // Synonyms are words shoppers type even when no product uses them: a typo of "nappy" is corrected too.
  const synonymWords = [...groups.keys()].filter((term) => !term.includes(" "));
  const usesOf = (word: string) => uses.get(word) ?? 0;
  const byUse = [...new Set([...uses.keys(), ...synonymWords])].sort((a, b) => usesOf(b) - usesOf(a) || a.localeCompare(b));
  const byLength = new Map<number, string[]>();
  for (const word of byUse) if (typosAllowed(word) > 0) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  // Sorted, so that the words starting alike are found together.
  const alphabetical = [...byUse].sort();
  const starting = (start: string) => {
    const found: string[] = [];
    let low = 0;
    let high = alphabetical.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (alphabetical[middle]! < start) low = middle + 1;
      else high = middle;
    }
    for (let at = low; at < alphabetical.length && alphabetical[at]!.startsWith(start); at++) found.push(alphabetical[at]!);
    return found;
  };
  return {
    productCount,
    productsWith: usesOf,
    isKnown: (word) => known.has(word) || groups.has(word),
    synonymsOf: (term) => groups.get(term),
    formsOf(word, limit) {
      if (word.length < SHORTEST_START || /\d/.test(word)) return [];
      const stems = ENDINGS.filter((ending) => word.endsWith(ending) && word.length - ending.length >= SHORTEST_STEM).map((ending) =>
        word.slice(0, -ending.length),
      );
      const forms = new Set([word, ...stems].flatMap(starting));
      forms.delete(word);
      return [...forms].sort((a, b) => usesOf(b) - usesOf(a) || a.localeCompare(b)).slice(0, limit);
    },
    closestWords(word, limit) {
      const candidates: string[] = [];
      for (let length = word.length - limit; length <= word.length + limit; length++) candidates.push(...(byLength.get(length) ?? []));
      return closestOf(word, candidates, limit, usesOf);
    },
    startsNear(word, allowed, limit) {
      if (allowed === 0) return [];
      // The typed start may have lost or gained a letter, so it is compared with starts one shorter and longer.
      const startsNear = (candidate: string) =>
        [word.length - 1, word.length, word.length + 1].some((length) => typoDistance(word, candidate.slice(0, length), allowed) <= allowed);
      const found: string[] = [];
      for (const candidate of byUse) {
        if (candidate.length >= word.length - allowed && startsNear(candidate)) found.push(candidate);
        if (found.length === limit) break;
      }
      return found;
    },
  };
}
