import { optionValueWords, textWords } from "@shared/option-words";

export interface SearchableVariant {
  id: number;
  /** The variant's option values in the options' order: `[["Size", "M"], ["Pack", "Pack of 2"]]`. */
  optionValues: ReadonlyArray<readonly [string, string]>;
  stockQuantity: number;
}

/**
 * The variant in stock whose option values answer to the most of a search's terms (each term: the
 * alternatives that may stand for one of the shopper's words), the first in order among equals; none
 * when no term names a value. "pampers pants medium" names Size M; "pack of 2" names the packs of 2.
 */
export function variantNamedBySearch(terms: ReadonlyArray<readonly string[]>, variants: readonly SearchableVariant[]): number | undefined {
  let best: { id: number; named: number } | undefined;
  for (const variant of variants) {
    if (variant.stockQuantity <= 0) continue;
    const words = new Set(variant.optionValues.flatMap(([, value]) => optionValueWords(value)));
    const named = terms.filter((alternatives) => alternatives.some((alternative) => textWords(alternative).every((word) => words.has(word)))).length;
    if (named > 0 && (!best || named > best.named)) best = { id: variant.id, named };
  }
  return best?.id;
}
