import { z } from "zod";
import { SUGGEST_MIN_LENGTH } from "../constants";
import { MoneyStringSchema } from "./common";
import { singleLineText } from "./text";


export const SearchSuggestQuerySchema = z.object({
  q: singleLineText()
    .trim()
    .min(SUGGEST_MIN_LENGTH, `Type at least ${SUGGEST_MIN_LENGTH} letters`)
    .max(100, "Search text is too long"),
});
export type SearchSuggestQuery = z.infer<typeof SearchSuggestQuerySchema>;

export const SuggestedProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
  price: MoneyStringSchema,
  salePrice: MoneyStringSchema.nullable(),
  /** Struck through beside a sale price when set, as on the product's card. */
  mrp: MoneyStringSchema.nullable(),
  inStock: z.boolean(),
});
export type SuggestedProduct = z.infer<typeof SuggestedProductSchema>;

export const SuggestedBrandSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type SuggestedBrand = z.infer<typeof SuggestedBrandSchema>;

/** A category, or a subcategory with its category's name ("Diapers in Diapering"). */
export const SuggestedCategorySchema = z.object({
  kind: z.enum(["category", "subcategory"]),
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parentName: z.string().nullable(),
});
export type SuggestedCategory = z.infer<typeof SuggestedCategorySchema>;

export const SearchSuggestionsSchema = z.object({
  /** The words as the shop read them when it corrected a typo, as on the product list. */
  correctedQuery: z.string().optional(),
  products: z.array(SuggestedProductSchema),
  brands: z.array(SuggestedBrandSchema),
  categories: z.array(SuggestedCategorySchema),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;
