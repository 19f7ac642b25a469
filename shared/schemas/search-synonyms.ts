import { z } from "zod";
import { IdParamSchema } from "./common";
import { singleLineText } from "./text";

export const SYNONYM_TERM_MIN_LENGTH = 2;
export const SYNONYM_TERM_MAX_LENGTH = 40;
export const SYNONYM_GROUP_MAX_TERMS = 20;
/** Search looks a phrase of synonyms up by up to this many words ("baby bath tub"). */
export const SYNONYM_PHRASE_MAX_WORDS = 3;
export const TOO_FEW_SYNONYMS_MESSAGE = "A synonym group needs at least two different words";

const quoted = (input: unknown) => (typeof input === "string" ? `'${input}'` : "Each word");

/**
 * One word or phrase shoppers type ("nappy", "sippy cup"), as the search compares it: lower case, with
 * single spaces, letters, digits and hyphens only.
 */
const SynonymTermSchema = singleLineText({ error: "Each word must be text" })
  .trim()
  .toLowerCase()
  .overwrite((term) => term.replace(/\s+/g, " "))
  .min(SYNONYM_TERM_MIN_LENGTH, { error: (issue) => `${quoted(issue.input)} is too short: a word needs at least ${SYNONYM_TERM_MIN_LENGTH} characters`, abort: true })
  .max(SYNONYM_TERM_MAX_LENGTH, { error: (issue) => `${quoted(issue.input)} is too long: a word may have at most ${SYNONYM_TERM_MAX_LENGTH} characters`, abort: true })
  .regex(/^[\p{L}\p{N} -]*$/u, { error: (issue) => `${quoted(issue.input)} may only hold letters, digits, spaces and hyphens`, abort: true })
  .regex(/^[\p{L}\p{N}](.*[\p{L}\p{N}])?$/u, { error: (issue) => `${quoted(issue.input)} must start and end with a letter or a digit`, abort: true })
  .refine((term) => term.split(/[ -]+/).length <= SYNONYM_PHRASE_MAX_WORDS, {
    error: (issue) => `${quoted(issue.input)} is too long: a phrase may have at most ${SYNONYM_PHRASE_MAX_WORDS} words`,
  });

/** What the back office sends to add or change a group: the same word twice counts once. */
export const SearchSynonymGroupInputSchema = z.strictObject({
  terms: z
    .array(SynonymTermSchema, { error: TOO_FEW_SYNONYMS_MESSAGE })
    .max(SYNONYM_GROUP_MAX_TERMS, `A synonym group may have at most ${SYNONYM_GROUP_MAX_TERMS} words`)
    .transform((terms) => [...new Set(terms)])
    .refine((terms) => terms.length >= 2, TOO_FEW_SYNONYMS_MESSAGE),
});
export type SearchSynonymGroupInput = z.input<typeof SearchSynonymGroupInputSchema>;
export type SearchSynonymGroupForm = z.output<typeof SearchSynonymGroupInputSchema>;

/** Words shoppers use for the same thing: a search for one finds the products described with any. */
export const SearchSynonymGroupSchema = z.object({
  id: z.number().int(),
  terms: z.array(z.string()),
});
export type SearchSynonymGroup = z.infer<typeof SearchSynonymGroupSchema>;

export const SearchSynonymListSchema = z.object({ groups: z.array(SearchSynonymGroupSchema) });
export type SearchSynonymList = z.infer<typeof SearchSynonymListSchema>;

export const SearchSynonymGroupViewSchema = z.object({ group: SearchSynonymGroupSchema });
export type SearchSynonymGroupView = z.infer<typeof SearchSynonymGroupViewSchema>;

export const SearchSynonymIdParamSchema = z.object({ id: IdParamSchema });
