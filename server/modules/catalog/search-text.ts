export interface SearchableProduct {
  name: string;
  brandName: string;
  categoryName: string;
  subcategoryName?: string | null;
  tags?: readonly string[];
  shortDescription?: string | null;
  description?: string | null;
}

const joined = (parts: Array<string | null | undefined>) => parts.filter((part): part is string => Boolean(part?.trim())).join(" \n ");

/**
 * What product search looks in, kept in the products row whenever a product is written: a short title
 * for typo-tolerant matching, and the whole text for full-text search.
 */
export function productSearchFields(product: SearchableProduct): { searchTitle: string; searchText: string } {
  const searchTitle = joined([product.name, product.brandName, product.categoryName, product.subcategoryName]);
  return { searchTitle, searchText: joined([searchTitle, ...(product.tags ?? []), product.shortDescription, product.description]) };
}
