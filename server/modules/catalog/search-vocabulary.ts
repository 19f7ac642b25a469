import { closestOf, type SearchWords } from "./search-plan";
import { typosAllowed } from "./typo-distance";

/**
 * The catalogue's words with how many products use each, and the synonym groups, ready for
 * planSearch: words are kept by length, so a typo is looked up only among words of a length it could
 * have come from.
 */
export function searchWordsOf(wordCounts: ReadonlyArray<{ word: string; products: number }>, synonymGroups: ReadonlyArray<readonly string[]>): SearchWords {
  const uses = new Map(wordCounts.map(({ word, products }) => [word, products]));
  const groups = new Map<string, readonly string[]>();
  for (const group of synonymGroups) {
    // Searches split words at anything but letters and digits: "t-shirt" is looked up as "t shirt".
    const terms = [...new Set(group.map((term) => term.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim()).filter(Boolean))];
    for (const term of terms) groups.set(term, terms);
  }
  // Synonyms are words shoppers type even when no product uses them: a typo of "nappy" is corrected too.
  const correctable = new Set([...uses.keys(), ...[...groups.keys()].filter((term) => !term.includes(" "))].filter((word) => typosAllowed(word) > 0));
  const byLength = new Map<number, string[]>();
  for (const word of correctable) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  const usesOf = (word: string) => uses.get(word) ?? 0;

  return {
    productsWith: usesOf,
    synonymsOf: (term) => groups.get(term),
    closestWords(word, limit) {
      const candidates: string[] = [];
      for (let length = word.length - limit; length <= word.length + limit; length++) candidates.push(...(byLength.get(length) ?? []));
      return closestOf(word, candidates, limit, usesOf);
    },
  };
}
