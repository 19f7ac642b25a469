import { closestOf, type SearchWords } from "./search-plan";
import { typoDistance, typosAllowed } from "./typo-distance";

/**
 * The catalogue's words with how many products use each, and the synonym groups, ready for
 * planSearch: words are kept by length, so a typo is looked up only among words of a length it could
 * have come from.
 */
export function searchWordsOf(
  wordCounts: ReadonlyArray<{ word: string; products: number }>,
  synonymGroups: ReadonlyArray<readonly string[]>,
  productCount = 0,
): SearchWords {
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
  const byUse = [...uses.keys()].sort((a, b) => usesOf(b) - usesOf(a) || a.localeCompare(b));

  return {
    productCount,
    productsWith: usesOf,
    synonymsOf: (term) => groups.get(term),
    closestWords(word, limit) {
      const candidates: string[] = [];
      for (let length = word.length - limit; length <= word.length + limit; length++) candidates.push(...(byLength.get(length) ?? []));
      return closestOf(word, candidates, limit, usesOf);
    },
    completionsOf(prefix, limit) {
      const starting = byUse.filter((word) => word.startsWith(prefix) && word !== prefix);
      const exact = uses.has(prefix) ? [prefix] : [];
      if (exact.length + starting.length > 0) return { words: [...exact, ...starting].slice(0, limit), corrected: false };
      const allowed = typosAllowed(prefix);
      if (allowed === 0) return { words: [], corrected: false };
      // The typed start may have lost or gained a letter, so it is compared with starts one shorter and longer.
      const startsNear = (word: string) =>
        [prefix.length - 1, prefix.length, prefix.length + 1].some((length) => typoDistance(prefix, word.slice(0, length), allowed) <= allowed);
      const words = byUse.filter((word) => word.length >= prefix.length - allowed && startsNear(word)).slice(0, limit);
      return { words, corrected: words.length > 0 };
    },
  };
}
