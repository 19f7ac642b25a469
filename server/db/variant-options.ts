import { type SQL, sql } from "drizzle-orm";
import { productOptions } from "./schema/catalog";

/** Option values as `[name, value]` pairs in the order of the product's options: what a label is written from. */
export type OptionPairs = Array<[string, string]>;

/**
 * The current row's variant's option values as pairs in its product's option order (a jsonb object
 * keeps its keys in an order of its own): `[["Size","M"],["Pack","3"]]`, `[]` without options. The
 * row must come from `product_variants` under that name. Its columns are written out whole: drizzle
 * writes a column bare in a query of one table, and a bare `product_id` here would be the options' own.
 */
export const optionPairsOfVariant: SQL<OptionPairs> = sql<OptionPairs>`(
  select coalesce(jsonb_agg(jsonb_build_array(its_option.name, "product_variants"."option_values" ->> its_option.name) order by its_option.position), '[]'::jsonb)
  from ${productOptions} as its_option
  where its_option.product_id = "product_variants"."product_id" and "product_variants"."option_values" ? its_option.name
)`;

/** Pairs as the API writes them: an object whose keys keep the options' order. */
export const optionsObject = (pairs: OptionPairs): Record<string, string> => Object.fromEntries(pairs);
