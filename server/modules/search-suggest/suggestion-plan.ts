import { estimatedProducts, planSearch, readWord, type SearchWords, withSynonyms } from "../search/public";

export interface SuggestionPlan {
  /** The words already typed out, each with its corrections and synonyms (as a search reads them). */
  finished: string[][];
  /** What the word still being typed may be the start of: as typed, or the words it is a typo of. */
  lastWordStarts: string[];
  /** The synonyms of the word being typed, or of the words it was read as ("dummy", "dumm": pacifier…), as a search adds them. */
  lastWordSynonyms: string[];
  /** The catalogue's words the last word may become, most used first (for brands and categories). */
  lastWordCompletions: string[];
  /** Roughly how many products the words are in (names, brands, categories, tags), to choose a query. */
  estimatedProducts: number;
  correctedQuery?: string;
}

const WORD = /[\p{L}\p{N}]+/gu;
const MAX_WORDS = 6;

/**
 * The text in the search box as the suggestions read it: the last word, unless followed by a space, is
 * still being typed. It is read as a search reads a word (readWord), so that Enter finds what the
 * suggestions show: a typo is read as the words it is a typo of, and anything else as the start of the
 * words it may become, with the synonyms of those that are synonyms.
 */
export function planSuggestion(text: string, words: SearchWords): SuggestionPlan | undefined {
  const typed = (text.toLowerCase().match(WORD) ?? []).slice(0, MAX_WORDS);
  if (typed.length === 0) return undefined;
  const last = /\s$/.test(text) || typed.length === MAX_WORDS ? undefined : typed.pop();
  const finishedPlan = typed.length > 0 ? planSearch(typed.join(" "), words) : undefined;
  const finished = finishedPlan?.terms ?? typed.map((word) => [word]);
  const correctedWords = finishedPlan?.correctedQuery?.split(" ") ?? typed;
  if (last === undefined) {
    return {
      finished,
      lastWordStarts: [],
      lastWordSynonyms: [],
      lastWordCompletions: [],
      estimatedProducts: estimatedProducts(finished, words),
      ...corrected(correctedWords, finishedPlan?.correctedQuery !== undefined),
    };
  }
  const reading = readWord(last, words);
  const typo = reading.kind === "typo";
  // As typed, the start finds every word it begins, its forms included; a typo is read as the words it may be.
  const lastWordStarts = typo ? reading.words : [last];
  const completions = typo ? reading.words : [...(words.isKnown(last) ? [last] : []), ...words.formsOf(last, Number.POSITIVE_INFINITY)];
  // The synonyms a search for the word would add (readWord's words), but those the starts already find.
  const read = "words" in reading ? reading.words : [last];
  const lastWordSynonyms = withSynonyms(last, read, words).filter((term) => words.synonymsOf(term) && !lastWordStarts.some((start) => term.startsWith(start)));
  return {
    finished,
    lastWordStarts,
    lastWordSynonyms,
    lastWordCompletions: completions,
    estimatedProducts: estimatedProducts([...finished, [...completions, ...lastWordSynonyms]], words),
    ...corrected([...correctedWords, typo ? reading.words[0]! : last], typo || finishedPlan?.correctedQuery !== undefined),
  };
}

function corrected(words: string[], anyCorrected: boolean) {
  return anyCorrected ? { correctedQuery: words.join(" ") } : {};
}
