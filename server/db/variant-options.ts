import { type SQL, sql } from "drizzle-orm";
import { productOptions, productVariants } from "./schema/catalog";

/** Option values as `[name, value]` pairs in the order of the product's options: what a label is written from. */
export type OptionPairs = Array<[string, string]>;

/**
 * The current row's variant's option values as pairs in its product's option order (a jsonb object
 * keeps its keys in an order of its own): `[["Size","M"],["Pack","3"]]`, `[]` without options.
 */
export const optionPairsOfVariant: SQL<OptionPairs> = sql<OptionPairs>`(
  select coalesce(jsonb_agg(jsonb_build_array(${productOptions.name}, ${productVariants.optionValues} ->> ${productOptions.name}) order by ${productOptions.position}), '[]'::jsonb)
  from ${productOptions} where ${productOptions.productId} = ${productVariants.productId} and ${productVariants.optionValues} ? ${productOptions.name}
)`;

/** Pairs as the API writes them: an object whose keys keep the options' order. */
export const optionsObject = (pairs: OptionPairs): Record<string, string> => Object.fromEntries(pairs);
