import type { CategoryWithSubcategories, Subcategory } from "@shared/schemas/catalog";
import type { BrandLink } from "../api/get-brands";
import type { FilterIds, ProductFilters } from "./product-filters";

export interface ResolvedFilters extends FilterIds {
  /** The category in effect: the URL's, or the parent of the URL's subcategory. */
  category?: CategoryWithSubcategories;
  subcategory?: Subcategory;
  brand?: BrandLink;
}

/**
 * Turns the slugs of the URL into the catalogue's records and ids. A subcategory also selects its
 * parent category, and wins over a category it does not belong to. Unknown slugs are ignored.
 */
export function resolveFilterIds(filters: ProductFilters, categories: CategoryWithSubcategories[], brands: BrandLink[]): ResolvedFilters {
  let category = filters.category ? categories.find((item) => item.slug === filters.category) : undefined;
  let subcategory: Subcategory | undefined;
  if (filters.subcategory) {
    const parent = categories.find((item) => item.subcategories.some((sub) => sub.slug === filters.subcategory));
    if (parent) {
      category = parent;
      subcategory = parent.subcategories.find((sub) => sub.slug === filters.subcategory);
    }
  }
  const brand = filters.brand ? brands.find((item) => item.slug === filters.brand) : undefined;
  return { category, subcategory, brand, categoryId: category?.id, subcategoryId: subcategory?.id, brandId: brand?.id };
}
