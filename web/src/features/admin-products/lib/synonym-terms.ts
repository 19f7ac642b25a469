import { SearchSynonymGroupInputSchema, type SearchSynonymGroupForm } from "@shared/schemas/search-synonyms";
import { ApiError } from "@/lib/api-client";

/** The words of the field, separated by commas: "nappy, Diaper ," → ["nappy", "Diaper"] (the schema cleans each one). */
export function termsOfText(text: string): string[] {
  return text
    .split(",")
    .map((term) => term.trim())
    .filter((term) => term !== "");
}

/** A group's words as the field shows them for editing. */
export function textOfTerms(terms: readonly string[]): string {
  return terms.join(", ");
}

/** A group named by its words: "nappy · nappies · diaper". */
export function groupName(terms: readonly string[]): string {
  return terms.join(" · ");
}

/** The group the field describes, or the first reason it is refused (the server's rules, checked here first). */
export function checkTermsText(text: string): { group: SearchSynonymGroupForm } | { error: string } {
  const checked = SearchSynonymGroupInputSchema.safeParse({ terms: termsOfText(text) });
  if (checked.success) return { group: checked.data };
  return { error: checked.error.issues[0]?.message ?? "Please check the words" };
}

/** What to show at the field when the server refused a group: its message about the words, else a plain one. */
export function refusalOf(error: unknown): string {
  if (error instanceof ApiError) {
    const message = error.body?.issues?.[0]?.message ?? error.serverMessage;
    if (message && error.status < 500) return message;
  }
  return "The group could not be saved. Please try again.";
}
