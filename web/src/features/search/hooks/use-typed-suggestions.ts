import type { SearchSuggestions } from "@shared/schemas/search-suggest";
import { useEffect, useState } from "react";
import { useSearchSuggestions } from "../api/get-search-suggestions";
import { SUGGEST_MIN_LENGTH } from "@shared/constants";

/** The shop is asked this long after the last keystroke. */
export const SUGGEST_DEBOUNCE_MS = 150;

/**
 * The suggestions for what the shopper is typing, asked once the typing pauses. The last answer stays
 * while the next one loads, so the list does not flash between keystrokes. With fewer than two letters,
 * or when the shop could not answer (an error, no such endpoint), there is none, and what was asked
 * before is forgotten at once, so an old list never comes back. `settled` once the answer is for the
 * text as it is.
 */
export function useTypedSuggestions(text: string): { answer: SearchSuggestions | undefined; settled: boolean } {
  const typed = text.trim();
  const longEnough = typed.length >= SUGGEST_MIN_LENGTH;
  const [asked, setAsked] = useState("");
  if (!longEnough && asked !== "") setAsked("");
  useEffect(() => {
    if (!longEnough) return;
    const timer = setTimeout(() => setAsked(typed), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, longEnough]);
  const query = useSearchSuggestions(asked, { enabled: asked !== "" });

  // Not TanStack Query's keepPreviousData: that would bring an old list back after the box was cleared.
  const [kept, setKept] = useState<SearchSuggestions | undefined>(undefined);
  const answer = !longEnough || query.isError ? undefined : (query.data ?? kept);
  if (answer !== kept) setKept(answer);

  const settled = longEnough && asked === typed && !query.isFetching;
  return { answer, settled };
}
