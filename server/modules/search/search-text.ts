import { optionSearchWords } from "@shared/option-words";

export interface SearchableProduct {
  name: string;
  brandName: string;
  categoryName: string;
  subcategoryName?: string | null;
  tags?: readonly string[];
  /** Its options' values ("M", "Pack of 3"): "pants medium" finds the pants sold in M. */
  optionValues?: readonly string[];
}

const joined = (parts: ReadonlyArray<string | null | undefined>) => parts.filter((part): part is string => Boolean(part?.trim())).join(" \n ");

/**
 * What product search reads besides the product's own columns, kept in the products row whenever a
 * product is written: a short title for the vocabulary and typo-tolerant matching, and the brand,
 * categories, tags and option values that the full-text vector weighs below the name (see the products
 * schema).
 */
export function productSearchFields(product: SearchableProduct) {
  return {
    searchTitle: joined([product.name, product.brandName, product.categoryName, product.subcategoryName]),
    searchBrand: product.brandName,
    searchCategory: joined([product.categoryName, product.subcategoryName]),
    searchTags: productSearchTags(product.tags ?? [], product.optionValues ?? []),
  };
}

/** The tags and the words the option values answer to (shared/option-words.ts: M is also "medium"). */
export function productSearchTags(tags: readonly string[], optionValues: readonly string[]): string {
  return joined([...tags, optionSearchWords(optionValues).join(" ")]);
}
