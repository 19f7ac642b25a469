import { estimatedProducts, planSearch, type SearchWords } from "../catalog/search-plan";

export interface SuggestionPlan {
  /** The words already typed out, each with its corrections and synonyms (as a search reads them). */
  finished: string[][];
  /** What the word still being typed may be the start of: as typed, or the words it is a typo of. */
  lastWordStarts: string[];
  /** The catalogue's words the last word may become, most used first (for brands and categories). */
  lastWordCompletions: string[];
  /** Roughly how many products the words are in (names, brands, categories, tags), to choose a query. */
  estimatedProducts: number;
  correctedQuery?: string;
}

const WORD = /[\p{L}\p{N}]+/gu;
const MAX_WORDS = 6;
const COMPLETIONS = 5;

/** The text in the search box as the suggestions read it: the last word, unless followed by a space, is still being typed. */
export function planSuggestion(text: string, words: SearchWords): SuggestionPlan | undefined {
  const typed = (text.toLowerCase().match(WORD) ?? []).slice(0, MAX_WORDS);
  if (typed.length === 0) return undefined;
  const last = /\s$/.test(text) || typed.length === MAX_WORDS ? undefined : typed.pop();
  const finishedPlan = typed.length > 0 ? planSearch(typed.join(" "), words) : undefined;
  const finished = finishedPlan?.terms ?? typed.map((word) => [word]);
  const correctedWords = finishedPlan?.correctedQuery?.split(" ") ?? typed;

  if (last === undefined) {
    return { finished, lastWordStarts: [], lastWordCompletions: [], estimatedProducts: estimate(finished, [], words), ...corrected(correctedWords, finishedPlan?.correctedQuery !== undefined) };
  }
  const completions = words.completionsOf(last, COMPLETIONS);
  // As typed, the start finds every word it begins; a typo is read as the words it may be.
  const lastWordStarts = completions.corrected ? completions.words : [last];
  const allCompletions = words.completionsOf(last, Number.POSITIVE_INFINITY).words;
  return {
    finished,
    lastWordStarts,
    lastWordCompletions: completions.words,
    estimatedProducts: estimate(finished, allCompletions, words),
    ...corrected([...correctedWords, completions.corrected ? completions.words[0]! : last], completions.corrected || finishedPlan?.correctedQuery !== undefined),
  };
}

function corrected(words: string[], anyCorrected: boolean) {
  return anyCorrected ? { correctedQuery: words.join(" ") } : {};
}

function estimate(finished: string[][], lastWordCompletions: string[], words: SearchWords): number {
  return estimatedProducts(lastWordCompletions.length > 0 ? [...finished, lastWordCompletions] : finished, words);
}
